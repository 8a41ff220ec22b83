import { failedQuery, loadedQuery, loadingQuery } from '@mall/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BalanceSection } from './balance-section';
import { withWalletTexts } from './testing/story-views';

const BalanceScreen = withWalletTexts(BalanceSection);
const balance = {
  balance_minor: 1_234_567,
  frozen_minor: 3_000,
  pending_minor: 25_000,
  currency: 'USD' as const,
};

const meta = {
  title: 'Storefront/Wallet balance',
  component: BalanceScreen,
  args: { balance: loadedQuery(balance), locale: 'en' },
} satisfies Meta<typeof BalanceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InUsd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$12,345.67')).toBeInTheDocument();
    await expect(canvas.getByText('$250.00')).toBeInTheDocument();
  },
};

export const WithDisplayCurrency: Story = {
  args: { currency: { code: 'THB', symbol: '฿', decimals: 2, rate: 36 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('≈ ฿444,444.12')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { balance: loadingQuery() } };
export const Failed: Story = { args: { balance: failedQuery() } };
