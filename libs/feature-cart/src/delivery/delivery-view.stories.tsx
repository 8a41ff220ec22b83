import { ErrorCode, MallApiError } from '@mall/sdk';
import { failedQuery, loadedQuery, loadingQuery } from '@mall/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { checkoutSummary, expressDelivery, standardDelivery } from '../testing/fixtures';
import { withCartTexts } from '../testing/story-views';
import { DeliveryView } from './delivery-view';

const DeliveryScreen = withCartTexts(DeliveryView);

const meta = {
  title: 'Storefront/Checkout delivery',
  component: DeliveryScreen,
  args: {
    lines: '1,2,3',
    options: loadedQuery([standardDelivery, expressDelivery]),
    code: 'standard',
    onChooseCode: fn(),
    summary: loadedQuery(checkoutSummary),
    remark: '',
    onRemarkChange: fn(),
    placing: false,
    onPlaceOrder: fn(),
  },
} satisfies Meta<typeof DeliveryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Review: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$88.99')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(args.onPlaceOrder).toHaveBeenCalledWith(checkoutSummary);
  },
};

export const Placing: Story = { args: { placing: true } };

export const NoAddress: Story = {
  args: {
    summary: failedQuery(
      new MallApiError({
        kind: 'business',
        code: ErrorCode.DEFAULT_ADDRESS_EMPTY,
        key: 'DEFAULT_ADDRESS_EMPTY',
        message: '',
        data: null,
      }),
    ),
  },
};

export const Loading: Story = { args: { options: loadingQuery(), summary: loadingQuery() } };
