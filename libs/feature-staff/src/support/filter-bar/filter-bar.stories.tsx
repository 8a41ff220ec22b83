import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterBar } from './filter-bar';

const meta = {
  title: 'Staff console/Support/Filter bar',
  component: FilterBar,
  args: { value: 'unassigned', onChange: fn() },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The inbox opened on the conversations nobody answers yet; choosing "Mine" asks for the staff member's own. */
export const Unassigned: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Unassigned' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Mine' }));
    await expect(args.onChange).toHaveBeenCalledWith('mine');
  },
};

export const All: Story = { args: { value: 'all' } };
