import { failedQuery, loadedQuery, loadingQuery } from '@mall/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sales } from '../testing/fixtures';
import { withPanelTexts } from '../testing/story-views';
import { SalesView } from './sales-view';

const SalesScreen = withPanelTexts(SalesView);

const meta = {
  title: 'Seller panel/Sales',
  component: SalesScreen,
  args: { sales: loadedQuery(sales), locale: 'en' },
} satisfies Meta<typeof SalesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThisMonthAndLast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Revenue per day, January 2026' })).toBeInTheDocument();
  },
};

export const NoSalesYet: Story = {
  args: { sales: loadedQuery({ ...sales, daily: sales.daily.map((day) => ({ ...day, revenue_minor: 0 })) }) },
};

export const Loading: Story = { args: { sales: loadingQuery() } };

export const CouldNotLoad: Story = { args: { sales: failedQuery(new Error('offline'), fn()) } };
