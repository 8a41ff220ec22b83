import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MessageText } from './message-text';

const meta = {
  title: 'Chat/MessageText',
  component: MessageText,
  args: { text: 'Hello' },
} satisfies Meta<typeof MessageText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlainText: Story = { args: { text: 'Two lines:\nthe second one.' } };

/** Markup stays the characters typed; only web addresses become links. */
export const MarkupAndLinks: Story = {
  args: { text: '<b>bold?</b> <img src=x onerror="alert(1)"> see https://example.com/help.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('b, img')).toBeNull();
    await expect(canvas.getByText(/<b>bold\?<\/b>/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'https://example.com/help' })).toHaveAttribute(
      'rel',
      expect.stringContaining('noopener'),
    );
  },
};
