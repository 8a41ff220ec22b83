import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Sheet } from './sheet';

const meta = {
  title: 'UI/Sheet',
  component: Sheet,
  args: {
    open: true,
    title: 'Language and currency',
    closeLabel: 'Close',
    onClose: fn(),
    children: (
      <>
        <label>
          Language{' '}
          <select defaultValue="en">
            <option value="en">English</option>
            <option value="zh">简体中文</option>
          </select>
        </label>
        <label>
          Currency{' '}
          <select defaultValue="USD">
            <option value="USD">USD $</option>
            <option value="EUR">EUR €</option>
          </select>
        </label>
      </>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: 'Language and currency' })).toHaveAttribute('open');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};
