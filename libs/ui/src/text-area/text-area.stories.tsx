import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './text-area';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Why are you returning it?' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Why are you returning it?' });
    await userEvent.type(box, 'The lid is cracked.{Enter}It leaks.');
    await expect(box).toHaveValue('The lid is cracked.\nIt leaks.');
  },
};

export const WithHintAndError: Story = {
  args: { hint: 'At most 200 characters.', error: 'Tell us what is wrong.', required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      'At most 200 characters. Tell us what is wrong.',
    );
  },
};
