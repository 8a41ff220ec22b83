import type { FastifyRequest } from 'fastify';
import { listWalletCurrencies } from '@mall/server-configuration';
import type { Language } from '@mall/server-core';
import { type RechargeRow, renderRemark, type StatementEntry, type WithdrawalRow } from '@mall/server-wallet';
import type { Database } from '../../db/connection';
import { absoluteUrl } from '../media';
import { type SigningConfig, signedUploadPath } from '../upload/signed-url';

const iso = (moment: string) => new Date(moment).toISOString();
const isoOrNull = (moment: string | null) => (moment === null ? null : iso(moment));

/** What the wallet's answers need besides the rows: currency names and fresh links to private proofs. */
export interface WireContext {
  currencyNames: Map<string, string>;
  proofUrl(uploadId: number): string;
  cardProviderName: string;
}

export async function wireContext(
  db: Database,
  config: SigningConfig,
  request: FastifyRequest,
  sandbox: boolean,
): Promise<WireContext> {
  const currencies = await listWalletCurrencies(db);
  return {
    currencyNames: new Map(currencies.map((currency) => [currency.code, currency.name])),
    // Proofs are private: the owner and staff see them through links signed for this answer.
    proofUrl: (uploadId) => absoluteUrl(request, signedUploadPath(config, uploadId, true)),
    cardProviderName: sandbox ? 'Sandbox card' : 'Bank card',
  };
}

export const rechargeWire = (row: RechargeRow, context: WireContext) => ({
  id: row.id,
  channel: row.channel,
  amount_minor: row.declaredAmountMinor,
  actual_amount_minor: row.actualAmountMinor,
  wallet_code: row.walletCode,
  wallet_name:
    row.walletCode === null
      ? context.cardProviderName
      : (context.currencyNames.get(row.walletCode) ?? row.walletCode),
  proof_url: row.proofUploadId === null ? null : context.proofUrl(row.proofUploadId),
  transaction_id: row.transactionId,
  card_last4: row.cardLast4,
  sandbox: row.sandbox,
  state: row.state,
  message: row.message,
  created_at: iso(row.createdAt),
  reviewed_at: isoOrNull(row.reviewedAt),
});

export const withdrawalWire = (row: WithdrawalRow, context: Pick<WireContext, 'currencyNames'>) => ({
  id: row.id,
  wallet_code: row.walletCode,
  wallet_name: context.currencyNames.get(row.walletCode) ?? row.walletCode,
  address: row.address,
  amount_minor: row.amountMinor,
  state: row.state,
  message: row.message,
  created_at: iso(row.createdAt),
  reviewed_at: isoOrNull(row.reviewedAt),
});

export const statementEntryWire = (entry: StatementEntry, lang: Language) => ({
  id: entry.id,
  type: entry.type,
  kind: entry.kind,
  amount_minor: entry.amountMinor,
  balance_after_minor: entry.balanceAfterMinor,
  remark: renderRemark(entry.remark, lang),
  created_at: entry.createdAt,
});

export const pageWire = <Row, Wire>(
  { rows, total }: { rows: Row[]; total: number },
  { page, pageSize }: { page: number; pageSize: number },
  wire: (row: Row) => Wire,
) => ({
  list: rows.map(wire),
  page,
  page_size: pageSize,
  total,
  total_capped: false,
  has_more: page * pageSize < total,
});
