import { parseArgs } from 'node:util';
import { decideRecharge, decideWithdrawal } from '@mall/server-staff';
import { rechargeQueue, withdrawalQueue } from '@mall/server-wallet';
import { OPS, opsStaffPolicy, withOpsDatabase } from './database';
import { money } from './money';
import { type Command, UsageError } from './usage';

export const WALLET_USAGE = [
  'recharges-pending [--limit <n>]                  offline top-ups waiting for review, oldest first',
  'review-recharge --id <id> --approve --amount <minor units> [--message <text>] | --refuse --message <text>',
  'withdrawals-pending [--limit <n>]                withdrawals waiting for review, oldest first',
  'review-withdrawal --id <id> --approve --txid <payout transaction id> [--message <text>] | --refuse [--message <text>]',
];

const DEFAULT_LIMIT = 50;
/** The same limit the staff API's schema holds a decision's message to. */
const MAX_MESSAGE_LENGTH = 500;

const usage = (line: string) => new UsageError(`usage: npm run ops -- ${line}`);

const limitOf = (args: string[], line: string) => {
  const { values } = parseArgs({ args, options: { limit: { type: 'string' } } });
  const limit = values.limit === undefined ? DEFAULT_LIMIT : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw usage(line);
  return limit;
};

/** `--id`, exactly one of `--approve` and `--refuse`, a message within bounds and, for top-ups, `--amount`. */
function decisionOf(args: string[], line: string, { withAmount }: { withAmount: boolean }) {
  const { values } = parseArgs({
    args,
    options: {
      id: { type: 'string' },
      approve: { type: 'boolean' },
      refuse: { type: 'boolean' },
      message: { type: 'string' },
      ...(withAmount ? { amount: { type: 'string' as const } } : { txid: { type: 'string' as const } }),
    },
  }) as {
    values: {
      id?: string;
      approve?: boolean;
      refuse?: boolean;
      message?: string;
      amount?: string;
      txid?: string;
    };
  };
  const id = Number(values.id);
  const message = values.message ?? '';
  if (!Number.isInteger(id) || id < 1 || Boolean(values.approve) === Boolean(values.refuse))
    throw usage(line);
  if (message.length > MAX_MESSAGE_LENGTH) throw usage(line);
  return { id, approve: Boolean(values.approve), message, amount: values.amount, txid: values.txid };
}

const listRecharges: Command = async (args) => {
  const limit = limitOf(args, WALLET_USAGE[0]!);
  const { rows } = await withOpsDatabase((db) => rechargeQueue(db, { page: 1, pageSize: limit }));
  if (rows.length === 0) console.log('no top-ups waiting for review');
  for (const row of rows)
    console.log(
      [
        row.id,
        `user ${row.userId}`,
        `${money(row.declaredAmountMinor)} declared in ${row.walletCode}`,
        `transaction ${JSON.stringify(row.transactionId)}`,
        `proof upload ${row.proofUploadId}`,
        `${row.recentSubmissionCount} other top-ups in the 24 h before`,
        new Date(row.createdAt).toISOString(),
      ].join('\t'),
    );
};

const reviewOneRecharge: Command = async (args) => {
  const line = WALLET_USAGE[1]!;
  const decision = decisionOf(args, line, { withAmount: true });
  const { id, approve, message } = decision;
  const amount = decision.amount === undefined ? undefined : Number(decision.amount);
  if (approve === (amount === undefined) || (!approve && message.trim() === '')) throw usage(line);
  const row = await withOpsDatabase((db) =>
    decideRecharge(db, OPS, { id, approve, actualAmountMinor: amount, message }, opsStaffPolicy()),
  );
  // Above the four-eyes threshold the first approval only records its amount (the top-up waits `in_review`).
  console.log(
    !approve
      ? `top-up ${id} refused`
      : row.state === 'in_review'
        ? `top-up ${id}: first approval of ${money(amount ?? 0)} recorded; a second approver credits it`
        : `top-up ${id} approved: ${money(row.actualAmountMinor ?? 0)} credited to user ${row.userId}`,
  );
};

const listWithdrawals: Command = async (args) => {
  const limit = limitOf(args, WALLET_USAGE[2]!);
  const { rows } = await withOpsDatabase((db) => withdrawalQueue(db, { page: 1, pageSize: limit }));
  if (rows.length === 0) console.log('no withdrawals waiting for review');
  for (const row of rows)
    console.log(
      [
        row.id,
        `user ${row.userId}`,
        money(row.amountMinor),
        `${row.walletCode} ${row.address}`,
        new Date(row.createdAt).toISOString(),
      ].join('\t'),
    );
};

const reviewOneWithdrawal: Command = async (args) => {
  const { id, approve, message, txid } = decisionOf(args, WALLET_USAGE[3]!, { withAmount: false });
  if (approve && !txid?.trim()) throw usage(WALLET_USAGE[3]!);
  const row = await withOpsDatabase((db) =>
    decideWithdrawal(db, OPS, { id, approve, message, payoutTransactionId: txid }, opsStaffPolicy()),
  );
  console.log(
    !approve
      ? `withdrawal ${id} refused: ${money(row.amountMinor)} back to user ${row.userId}'s balance`
      : row.state === 'in_review'
        ? `withdrawal ${id}: first approval of ${money(row.amountMinor)} recorded; a second approver pays it out`
        : `withdrawal ${id} approved: ${money(row.amountMinor)} paid out to ${row.walletCode} ${row.address}`,
  );
};

export const walletCommands: Record<string, Command> = {
  'recharges-pending': listRecharges,
  'review-recharge': reviewOneRecharge,
  'withdrawals-pending': listWithdrawals,
  'review-withdrawal': reviewOneWithdrawal,
};
