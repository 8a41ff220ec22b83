import { parseArgs } from 'node:util';
import { pendingRefunds } from '@mall/server-orders';
import { decideReturn } from '@mall/server-staff';
import { OPS, opsStaffPolicy, withOpsDatabase } from './database';
import { money } from './money';
import { type Command, UsageError } from './usage';

export const REFUND_USAGE = [
  'refunds-pending [--limit <n>]',
  'review-refund --id <id> --approve|--refuse --message <text>',
];

const DEFAULT_LIMIT = 50;
/** The same limit the staff API's schema holds a decision's message to. */
const MAX_MESSAGE_LENGTH = 500;

const listPending: Command = async (args) => {
  const { values } = parseArgs({ args, options: { limit: { type: 'string' } } });
  const limit = values.limit === undefined ? DEFAULT_LIMIT : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`usage: npm run ops -- ${REFUND_USAGE[0]}`);
  const views = await withOpsDatabase((db) => pendingRefunds(db, limit));
  if (views.length === 0) console.log('no returns waiting for review');
  for (const { refund, orderSn, item } of views)
    console.log(
      [
        refund.id,
        `order ${refund.orderId} (${orderSn})`,
        `${refund.quantity} × ${item.name_en}`,
        money(refund.amountMinor),
        JSON.stringify(refund.reason),
        new Date(refund.createdAt).toISOString(),
      ].join('\t'),
    );
};

const review: Command = async (args) => {
  const { values } = parseArgs({
    args,
    options: {
      id: { type: 'string' },
      approve: { type: 'boolean' },
      refuse: { type: 'boolean' },
      message: { type: 'string' },
    },
  });
  const id = Number(values.id);
  const message = values.message ?? '';
  if (
    !Number.isInteger(id) ||
    id < 1 ||
    Boolean(values.approve) === Boolean(values.refuse) ||
    message.length > MAX_MESSAGE_LENGTH
  )
    throw new UsageError(`usage: npm run ops -- ${REFUND_USAGE[1]}`);
  const decision = await withOpsDatabase((db) =>
    decideReturn(db, OPS, { id, approve: Boolean(values.approve), message }, opsStaffPolicy()),
  );
  console.log(
    decision.awaitingSecondApproval
      ? `return ${id}: first approval of ${money(decision.refund.amountMinor)} recorded; a second approver pays it back`
      : decision.approved
        ? `return ${id} approved: ${money(decision.refundedMinor)} back to the customer's wallet`
        : `return ${id} refused`,
  );
};

export const refundCommands: Record<string, Command> = {
  'refunds-pending': listPending,
  'review-refund': review,
};
