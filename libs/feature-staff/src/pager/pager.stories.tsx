import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStaffTexts } from '../testing/story-views';
import { Pager } from './pager';

const StaffPager = withStaffTexts(Pager);

const meta = {
  title: 'Staff console/Pager',
  component: StaffPager,
  args: { page: 2, hasMore: true, onPage: fn() },
} satisfies Meta<typeof StaffPager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MiddlePage: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next' }));
    await expect(args.onPage).toHaveBeenCalledWith(3);
  },
};
export const LastPage: Story = { args: { hasMore: false } };
