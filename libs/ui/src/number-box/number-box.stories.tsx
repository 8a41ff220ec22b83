import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberBox } from './number-box';

const meta = {
  title: 'UI/NumberBox',
  component: NumberBox,
  args: {
    label: 'Quantity',
    decrementLabel: 'Decrease quantity',
    incrementLabel: 'Increase quantity',
    onChange: fn(),
  },
} satisfies Meta<typeof NumberBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await expect(input).toHaveValue('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const WithStock: Story = {
  args: { defaultValue: 3, max: 5 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('5');
  },
};

export const ClampsTypedValue: Story = {
  args: { max: 10 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '99{Enter}');
    await expect(input).toHaveValue('10');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 2 } };
