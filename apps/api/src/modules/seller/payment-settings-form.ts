import type { OperationArgs } from '@mall/sdk';
import { DomainError } from '@mall/server-core';
import { savePaymentSettings } from '@mall/server-seller';
import type { Database } from '../../db/connection';

/** `wallet_codes[i]` pairs with `wallet_addresses[i]`; lists of different lengths name the shorter field. */
export function savePaymentSettingsFromForm(
  db: Database,
  userId: number,
  form: OperationArgs['updatePaymentSettings'],
) {
  const codes = form.wallet_codes ?? [];
  const addresses = form.wallet_addresses ?? [];
  if (codes.length !== addresses.length)
    throw new DomainError(
      'INVALID_PARAMETERS',
      null,
      `${codes.length < addresses.length ? 'wallet_codes' : 'wallet_addresses'}: one per wallet currency`,
    );
  return savePaymentSettings(db, userId, {
    walletAddresses: codes.map((walletCode, index) => ({ walletCode, address: addresses[index]!.trim() })),
    bankName: form.bank_name,
    accountName: form.account_name,
    accountNumber: form.account_number,
    routingNumber: form.routing_number,
    currentPassword: form.current_password,
  });
}
