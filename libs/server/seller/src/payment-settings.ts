import { eq } from 'drizzle-orm';
import { confirmCurrentPassword } from '@mall/server-account';
import { listWalletCurrencies } from '@mall/server-configuration';
import { type Database, DomainError, emit, withTransaction } from '@mall/server-core';
import {
  cryptoAddressProblem,
  isAbaRoutingNumber,
  isAccountNumber,
  normaliseAccountNumber,
} from '@mall/payment-details';
import { paymentSettings, type StoredWalletAddress } from './tables';

export type PaymentSettingsRow = typeof paymentSettings.$inferSelect;

export interface PaymentSettingsChange {
  walletAddresses: StoredWalletAddress[];
  bankName: string;
  accountName: string;
  /** Undefined keeps the stored account number; spaces and dashes in it are dropped. */
  accountNumber?: string;
  routingNumber: string;
  currentPassword: string;
}

/** The seller's payout settings; nothing stored yet reads as empty, never changed. */
export async function readPaymentSettings(db: Database, userId: number) {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.userId, userId));
  return (
    row ?? {
      userId,
      walletAddresses: [],
      bankName: '',
      accountName: '',
      accountNumber: '',
      routingNumber: '',
      updatedAt: null,
    }
  );
}

const invalidField = (field: string, why: string) =>
  new DomainError('INVALID_PARAMETERS', null, `${field}: ${why}`);

/** Each address must be valid on its wallet currency's network; an unknown currency is INVALID_CURRENCY. */
async function checkWalletAddresses(db: Database, addresses: StoredWalletAddress[]): Promise<void> {
  const networks = new Map((await listWalletCurrencies(db)).map((wallet) => [wallet.code, wallet.network]));
  addresses.forEach(({ walletCode, address }, index) => {
    const network = networks.get(walletCode);
    if (network === undefined)
      throw new DomainError('INVALID_CURRENCY', null, `wallet_codes[${index}]: ${walletCode}`);
    const problem = cryptoAddressProblem(network, address);
    if (problem)
      throw invalidField(`wallet_addresses[${index}]`, `not a valid ${network} address (${problem})`);
  });
}

/**
 * Replaces the payout settings after checking the current password (wrong: EDIT_DATA_INVALID, nothing changed),
 * each address against its network, the routing number's ABA check digit and the account number once its spaces
 * and dashes are dropped (INVALID_PARAMETERS naming the field). Every change sends the seller a notice, so a change they did not make does not go unseen.
 */
export async function savePaymentSettings(
  db: Database,
  userId: number,
  change: PaymentSettingsChange,
): Promise<PaymentSettingsRow> {
  await confirmCurrentPassword(db, userId, change.currentPassword);
  await checkWalletAddresses(db, change.walletAddresses);
  const routingNumber = change.routingNumber.trim();
  if (routingNumber !== '' && !isAbaRoutingNumber(routingNumber))
    throw invalidField('routing_number', 'not an ABA routing number (9 digits with a valid check digit)');
  // Stored as its letters and digits, however it was grouped when typed (`1234-5678 90` → `1234567890`).
  const accountNumber =
    change.accountNumber === undefined ? undefined : normaliseAccountNumber(change.accountNumber);
  if (accountNumber !== undefined && !isAccountNumber(accountNumber))
    throw invalidField('account_number', 'not 4 to 34 letters and digits (spaces and dashes aside)');
  const values = {
    walletAddresses: change.walletAddresses,
    bankName: change.bankName.trim(),
    accountName: change.accountName.trim(),
    routingNumber,
    updatedAt: new Date().toISOString(),
    ...(accountNumber !== undefined && { accountNumber }),
  };
  return withTransaction(db, async (tx) => {
    const [saved] = await tx
      .insert(paymentSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: paymentSettings.userId, set: values })
      .returning();
    await emit(tx, {
      type: 'payment_settings.changed',
      version: 1,
      aggregateType: 'payment_settings',
      aggregateId: userId,
      payload: { userId },
    });
    return saved!;
  });
}
