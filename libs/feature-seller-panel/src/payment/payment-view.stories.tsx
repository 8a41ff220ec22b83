import type { WalletCurrency } from '@mall/sdk';
import { loadedQuery, loadingQuery } from '@mall/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { PANEL_NAMESPACES } from '../shared/translator';
import { paymentSettings, wallets } from '../testing/fixtures';
import { paymentSchema } from './payment-schema';
import { type PaymentViewProps, PaymentView } from './payment-view';

/** The view with its translator and schema in English, as the page builds them. */
function PaymentScreen(props: Omit<PaymentViewProps, 't' | 'schemaFor'>) {
  const { t } = useTranslation(PANEL_NAMESPACES);
  const schemaFor = useCallback((list: readonly WalletCurrency[]) => paymentSchema(t, list), [t]);
  return <PaymentView {...props} t={t} schemaFor={schemaFor} />;
}

const meta = {
  title: 'Seller panel/Payment settings',
  component: PaymentScreen,
  args: {
    payment: loadedQuery({ settings: paymentSettings(), wallets }),
    onSave: fn(async () => undefined),
    formatDate: (iso: string) => new Date(iso).toUTCString(),
  },
} satisfies Meta<typeof PaymentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {};

export const NotSetYet: Story = {
  args: {
    payment: loadedQuery({
      settings: paymentSettings({
        wallet_addresses: [],
        bank_name: '',
        account_name: '',
        account_number: '',
        routing_number: '',
        updated_at: null,
      }),
      wallets,
    }),
  },
};

export const Loading: Story = { args: { payment: loadingQuery() } };
