import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FloatingServiceButton } from './floating-service-button';

const meta = {
  title: 'UI/FloatingServiceButton',
  component: FloatingServiceButton,
  args: {
    label: 'Customer service',
    href: 'https://service.mall.example/chat',
    newTabLabel: '(opens in a new tab)',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FloatingServiceButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ExternalLink: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Customer service (opens in a new tab)' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const InternalLink: Story = { args: { href: '/support', showLabel: true } };

const onClick = fn();

export const AsButton: Story = {
  args: { href: undefined, onClick, showLabel: true, label: 'Chat with us' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Chat with us' }));
    await expect(onClick).toHaveBeenCalled();
  },
};
