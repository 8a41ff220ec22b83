import { failedQuery, loadedQuery, loadingQuery } from '@mall/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { notice, noticePage, user } from '../testing/fixtures';
import { withAccountTexts } from '../testing/story-views';
import { DashboardView } from './dashboard-view';

const DashboardScreen = withAccountTexts(DashboardView);

const meta = {
  title: 'Storefront/Account dashboard',
  component: DashboardScreen,
  args: {
    user: loadedQuery(user),
    unreadNotices: 2,
    balance: loadedQuery({
      balance_minor: 1_234_567,
      frozen_minor: 5_000,
      pending_minor: 2_500,
      currency: 'USD' as const,
    }),
    notices: loadedQuery(
      noticePage([
        notice(1, { type: 100, status: -1, read: false, title: 'Merchant account' }),
        notice(2, { type: 500, status: 0, read: false, title: 'Account recharge' }),
        notice(3, { type: 400, status: 1, title: 'Withdrawal' }),
      ]),
    ),
    noticesPage: 1,
    onNoticesPageChange: fn(),
    onOpenNotice: fn(),
    onMarkAllRead: fn(),
    markingAllRead: false,
    onLogout: fn(),
    loggingOut: false,
    locale: 'en',
    becomeSellerHref: '/pages/shop/create',
    settingsHref: '/pages/mine/confing',
    onOpenSellerPanel: fn(),
    openingSellerPanel: false,
  },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};

export const LogOutAfterConfirming: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).not.toHaveBeenCalled();
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Log out of Mall?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const NoNotices: Story = { args: { unreadNotices: 0, notices: loadedQuery(noticePage([])) } };

export const Loading: Story = {
  args: { user: loadingQuery(), balance: loadingQuery(), notices: loadingQuery() },
};

export const CouldNotLoad: Story = {
  args: {
    balance: failedQuery(new Error('offline'), fn()),
    notices: failedQuery(new Error('offline'), fn()),
  },
};
