import type { Meta, StoryObj } from '@storybook/react-vite';
import { withCatalogueTexts } from '../../testing/story-views';
import { ShippingEstimate } from './shipping-estimate';

const Estimate = withCatalogueTexts(ShippingEstimate);

const meta = {
  title: 'Storefront/Product page/Shipping estimate',
  component: Estimate,
  args: { state: { kind: 'loading' } },
} satisfies Meta<typeof Estimate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToTheDefaultAddress: Story = {
  args: {
    state: {
      kind: 'ready',
      place: 'Chiang Mai, TH',
      option: {
        code: 'standard',
        name: { text: 'Standard', lang: 'en' },
        fee_minor: 499,
        eta_days_min: 3,
        eta_days_max: 5,
      },
    },
  },
};
export const Visitor: Story = { args: { state: { kind: 'visitor', signInTo: '/pages/users/login' } } };
export const NoAddress: Story = { args: { state: { kind: 'no-address' } } };
export const Loading: Story = {};
