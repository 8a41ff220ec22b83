import { loadedQuery } from '@mall/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PANEL_NAMESPACES } from '../shared/translator';
import { cancellation, history, order } from '../testing/fixtures';
import { type OrderDetailViewProps, OrderDetailView } from './order-detail-view';
import { shipSchema } from './ship-schema';

/** The view with its translator and ship schema in English, as the page builds them. */
function OrderDetailScreen(props: Omit<OrderDetailViewProps, 't' | 'shipSchema'>) {
  const { t } = useTranslation(PANEL_NAMESPACES);
  const schema = useMemo(() => shipSchema(t), [t]);
  return <OrderDetailView {...props} t={t} shipSchema={schema} />;
}

const meta = {
  title: 'Seller panel/Order',
  component: OrderDetailScreen,
  args: {
    order: loadedQuery(order()),
    onShip: fn(async () => true),
    onAdvance: fn(async () => true),
    advancing: false,
    locale: 'en',
  },
} satisfies Meta<typeof OrderDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToShip: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Logistics number/), 'SF123456789');
    await userEvent.type(canvas.getByLabelText(/Carrier/), 'SF Express');
    await userEvent.click(canvas.getByRole('button', { name: 'Ship the order' }));
    await expect(args.onShip).toHaveBeenCalledWith({ log_sn: 'SF123456789', carrier: 'SF Express' });
  },
};

const shippedBy = { log_sn: 'SF123456789', carrier: 'SF Express' };

export const Shipped: Story = {
  args: {
    order: loadedQuery(
      order({
        delivery_state: 'shipped',
        ...shippedBy,
        history: [history.placed, history.paid, history.shipped],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const steps = within(within(canvasElement).getByRole('list', { name: 'Order progress' })).getAllByRole(
      'listitem',
    );
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
    await expect(steps[2]).toHaveTextContent('Logistics number: SF123456789');
  },
};

export const Delivered: Story = {
  args: {
    order: loadedQuery(
      order({
        delivery_state: 'delivered',
        ...shippedBy,
        history: [history.placed, history.paid, history.shipped, history.delivered],
      }),
    ),
  },
};

export const Completed: Story = {
  args: {
    order: loadedQuery(
      order({
        delivery_state: 'completed',
        ...shippedBy,
        history: [history.placed, history.paid, history.shipped, history.delivered, history.completed],
      }),
    ),
  },
};

export const CancelledByCustomer: Story = {
  args: {
    order: loadedQuery(
      order({
        payment_state: 'cancelled',
        cancel_remark: 'Ordered the wrong size',
        history: [history.placed, cancellation('shopper', 'Ordered the wrong size')],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cancelled by the customer')).toBeVisible();
    await expect(canvas.getByText('Reason: Ordered the wrong size')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ship the order' })).not.toBeInTheDocument();
  },
};

export const CancelledAutomatically: Story = {
  args: {
    order: loadedQuery(
      order({ payment_state: 'cancelled', history: [history.placed, cancellation('system', null)] }),
    ),
  },
};
