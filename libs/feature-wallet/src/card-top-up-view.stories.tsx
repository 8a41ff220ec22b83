import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cardTopUpSchema } from './card-top-up-schema';
import { CardTopUpView, type CardTopUpViewProps } from './card-top-up-view';
import { withWalletTexts } from './testing/story-views';

const limits = { minMinor: 10_000, maxMinor: 100_000_000 };

/** The view with the schema its container builds from the recharge options. */
function CardTopUpWithSchema(props: Omit<CardTopUpViewProps, 'schema'>) {
  const schema = useMemo(() => cardTopUpSchema(props.t, limits, 'en'), [props.t]);
  return <CardTopUpView {...props} schema={schema} />;
}
const CardTopUpScreen = withWalletTexts(CardTopUpWithSchema);

const meta = {
  title: 'Storefront/Wallet card top-up',
  component: CardTopUpScreen,
  args: { minimum: '$100.00', declined: false, onTopUp: fn(async () => true) },
} satisfies Meta<typeof CardTopUpScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sandbox card payments: no real money moves')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Top up by card' }));
    await expect(
      await canvas.findByText('Enter an amount from $100.00 to $1,000,000.00'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Enter the card number (12 to 19 digits).')).toBeInTheDocument();
    await expect(args.onTopUp).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Amount to top up/), '150');
    await userEvent.type(canvas.getByLabelText(/^Card number/), '4242 4242 4242 4242');
    await userEvent.type(canvas.getByLabelText(/^Expiry month/), '12');
    await userEvent.type(canvas.getByLabelText(/^Expiry year/), '2099');
    await userEvent.type(canvas.getByLabelText(/^Security code/), '123');
    await userEvent.type(canvas.getByLabelText(/^Name on the card/), 'Ada Lovelace');
    await userEvent.click(canvas.getByRole('button', { name: 'Top up by card' }));
    await expect(args.onTopUp).toHaveBeenCalledWith({
      amount_minor: 15_000,
      card_number: '4242424242424242',
      expiry_month: 12,
      expiry_year: 2099,
      cvc: '123',
      holder_name: 'Ada Lovelace',
    });
  },
};

export const Declined: Story = {
  args: { declined: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Your card was declined.');
  },
};
