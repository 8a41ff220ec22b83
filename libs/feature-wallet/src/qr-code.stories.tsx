import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './qr-code';

const meta = {
  title: 'Storefront/Wallet receiving address QR code',
  component: QrCode,
  args: { text: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', label: 'QR code of the receiving address' },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BitcoinAddress: Story = {
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('img', { name: 'QR code of the receiving address' });
    await expect(code.querySelectorAll('rect').length).toBeGreaterThan(100);
  },
};
