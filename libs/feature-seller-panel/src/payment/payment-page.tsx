import { useFormatDate, useDocumentTitle } from '@mall/i18n';
import {
  ErrorCode,
  isApiError,
  useGetPaymentSettingsQuery,
  useGetWalletsQuery,
  useUpdatePaymentSettingsMutation,
  type WalletCurrency,
} from '@mall/sdk';
import { queryState, type QueryState } from '@mall/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PANEL_NAMESPACES } from '../shared/translator';
import { paymentSchema, type PaymentValues } from './payment-schema';
import { type PaymentData, PaymentView } from './payment-view';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

/** Both answers the form needs, as one state: loading until both came, failed if either failed. */
function bothOf(
  settings: QueryState<PaymentData['settings']>,
  wallets: QueryState<{ list: WalletCurrency[] }>,
): QueryState<PaymentData> {
  return {
    data: settings.data && wallets.data ? { settings: settings.data, wallets: wallets.data.list } : undefined,
    isLoading: settings.isLoading || wallets.isLoading,
    isFetching: settings.isFetching || wallets.isFetching,
    error: settings.error ?? wallets.error,
    retry: () => {
      settings.retry();
      wallets.retry();
    },
  };
}

export interface PaymentPageProps {
  /** Tells the seller a change was saved (the app's toast). */
  onSaved?: (message: string) => void;
}

/** The seller's payout settings. */
export function PaymentPage({ onSaved }: PaymentPageProps) {
  const { t } = useTranslation(PANEL_NAMESPACES);
  useDocumentTitle(t('payment.title'));
  const formatDate = useFormatDate(DATE_TIME);
  const settings = useGetPaymentSettingsQuery();
  const wallets = useGetWalletsQuery();
  const [update] = useUpdatePaymentSettingsMutation();
  const schemaFor = useCallback((list: readonly WalletCurrency[]) => paymentSchema(t, list), [t]);

  const onSave = async ({ addresses, account_number, ...fields }: PaymentValues) => {
    const filled = Object.entries(addresses).filter(([, address]) => address !== '');
    const result = await update({
      ...fields,
      wallet_codes: filled.map(([code]) => code),
      wallet_addresses: filled.map(([, address]) => address),
      ...(account_number ? { account_number } : {}),
    });
    if (isApiError(result.error, ErrorCode.EDIT_DATA_INVALID)) {
      return { current_password: t('validation.currentPasswordWrong') };
    }
    if (!result.error) onSaved?.(t('app.saved'));
    return undefined;
  };

  return (
    <PaymentView
      t={t}
      payment={bothOf(queryState(settings), queryState(wallets))}
      schemaFor={schemaFor}
      onSave={onSave}
      formatDate={formatDate}
    />
  );
}
