import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withWalletTexts } from './testing/story-views';
import { TransferView } from './transfer-view';

const TransferScreen = withWalletTexts(TransferView);

const meta = {
  title: 'Storefront/Wallet transfer to shop',
  component: TransferScreen,
  args: {
    availableMinor: 12_345,
    locale: 'en',
    problem: null,
    transferring: false,
    onTransfer: fn(async () => true),
  },
} satisfies Meta<typeof TransferScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Available: $123.45')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/^Amount to transfer/), '200');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer to shop' }));
    await expect(canvas.getByText('Enter an amount from $0.01 to $123.45')).toBeInTheDocument();
  },
};

export const Confirming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Amount to transfer/), '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer to shop' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Transfer $50.00 to your shop?',
      }),
    ).toBeInTheDocument();
  },
};

export const Refused: Story = {
  args: { problem: 'Payment failed: your balance is not enough.' },
};

export const NothingToTransfer: Story = { args: { availableMinor: 0 } };
