import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FollowButton } from './follow-button';

const meta = {
  title: 'UI/FollowButton',
  component: FollowButton,
  args: {
    labels: {
      follow: 'Follow',
      following: 'Following',
      followers: '1,204 followers',
      notifyOn: 'Notify me of new products from North Shop',
      notifyOff: 'Stop notices of new products from North Shop',
    },
    followed: false,
    onToggle: fn(),
    onNotifyChange: fn(),
  },
} satisfies Meta<typeof FollowButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFollowing: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Follow' }));
    await expect(args.onToggle).toHaveBeenCalled();
  },
};

export const Following: Story = { args: { followed: true } };

export const FollowingWithNotices: Story = { args: { followed: true, notify: true } };

export const Busy: Story = { args: { busy: true } };
