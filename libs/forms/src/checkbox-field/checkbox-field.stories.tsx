import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CheckboxField } from './checkbox-field';

const meta = {
  title: 'Forms/CheckboxField',
  component: CheckboxField,
  args: { label: 'I have read and agree to the terms and conditions' },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { description: <a href="#terms">Read the terms and conditions</a> },
};

export const WithError: Story = {
  args: { error: 'Please agree to the terms and conditions and check the box.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};
