import { failedQuery, loadedQuery, loadingQuery } from '@mall/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createMoney, USD } from '../shared/money';
import { refund, refundsPage } from '../testing/fixtures';
import { storyImage } from '@mall/ui/testing';
import { withOrdersTexts } from '../testing/story-views';
import { RefundsView } from './refunds-view';

const RefundsScreen = withOrdersTexts(RefundsView);

const picture = (id: number) => storyImage(`#${id}`, (id * 47) % 360, 96, 96);
const withPicture = (id: number, change: Parameters<typeof refund>[1] = {}) => {
  const base = refund(id, change);
  return { ...base, item: { ...base.item, image: picture(id) } };
};

const meta = {
  title: 'Storefront/Returns',
  component: RefundsScreen,
  args: {
    tab: undefined,
    refunds: loadedQuery(
      refundsPage([
        withPicture(3),
        withPicture(2, { state: 'refunded', staff_message: 'Refunded to your wallet', images: [picture(8)] }),
        withPicture(1, { state: 'refused', staff_message: 'The photos show no damage' }),
      ]),
    ),
    page: 1,
    money: createMoney(USD, 'en'),
    notice: undefined,
    onTabChange: fn(),
    onPageChange: fn(),
    onWithdraw: fn(async () => true),
  },
} satisfies Meta<typeof RefundsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllReturns: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Withdraw this return request?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw request' }));
    await expect(args.onWithdraw).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = { args: { refunds: loadingQuery() } };

export const EmptyTab: Story = { args: { tab: 'approved', refunds: loadedQuery(refundsPage([])) } };

export const Failed: Story = { args: { refunds: failedQuery() } };
