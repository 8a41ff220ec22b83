import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TiktokButtonView } from './tiktok-button';

const meta = {
  title: 'Storefront/Continue with TikTok',
  component: TiktokButtonView,
  args: { divider: 'or', label: 'Continue with TikTok', loading: false, onClick: fn() },
} satisfies Meta<typeof TiktokButtonView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RealPlatform: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue with TikTok' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const Sandbox: Story = {
  args: {
    sandboxNote: 'Sandbox: a local stand-in for TikTok, for trying Mall out. No real TikTok account is used.',
  },
};
