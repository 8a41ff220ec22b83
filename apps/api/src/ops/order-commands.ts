import { parseArgs } from 'node:util';
import { advanceOrderDelivery, type OrderRow, ordersToShip, shipOrder } from '@mall/server-orders';
import { withOpsDatabase } from './database';
import { money } from './money';
import { type Command, UsageError } from './usage';

export const ORDER_USAGE = [
  'orders-to-ship [--limit <n>]',
  'ship-order --order <id> --log-sn <logistics number> --carrier <name>',
  'advance-order --order <id> --to in_transit|delivered',
];

/** The same rules the staff API's schema holds a logistics number and a carrier to. */
const LOG_SN = /^[A-Za-z0-9-]{1,64}$/;
const MAX_CARRIER_LENGTH = 50;
const DEFAULT_LIMIT = 50;
/** Staff at the ops terminal: a member of staff, not named by an account. */
const AT_THE_TERMINAL = { kind: 'staff', id: null } as const;

const positiveInteger = (value: string | undefined, usage: string): number => {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new UsageError(`usage: npm run ops -- ${usage}`);
  return parsed;
};

const deliveryLine = (order: OrderRow) =>
  `order ${order.id} (${order.orderSn}): ${order.deliveryState}, payment ${order.paymentState}` +
  (order.logSn ? `, ${order.carrier} ${order.logSn}` : '');

const listToShip: Command = async (args) => {
  const { values } = parseArgs({ args, options: { limit: { type: 'string' } } });
  const limit = values.limit === undefined ? DEFAULT_LIMIT : positiveInteger(values.limit, ORDER_USAGE[0]!);
  const rows = await withOpsDatabase((db) => ordersToShip(db, limit));
  if (rows.length === 0) console.log('no orders to ship');
  for (const order of rows)
    console.log(
      [
        order.id,
        order.orderSn,
        order.shopName,
        money(order.totalMinor),
        order.paymentMethod === 'cod' ? 'cash on delivery' : `paid by ${order.paymentMethod}`,
        `${order.address.name}, ${order.address.city}, ${order.address.country}`,
        new Date(order.createdAt).toISOString(),
      ].join('\t'),
    );
};

const ship: Command = async (args) => {
  const { values } = parseArgs({
    args,
    options: { order: { type: 'string' }, 'log-sn': { type: 'string' }, carrier: { type: 'string' } },
  });
  const usage = ORDER_USAGE[1]!;
  const logSn = values['log-sn'] ?? '';
  const carrier = values.carrier?.trim() ?? '';
  if (!LOG_SN.test(logSn) || !carrier || carrier.length > MAX_CARRIER_LENGTH)
    throw new UsageError(`usage: npm run ops -- ${usage}`);
  const order = await withOpsDatabase((db) =>
    shipOrder(db, { orderId: positiveInteger(values.order, usage), logSn, carrier, actor: AT_THE_TERMINAL }),
  );
  console.log(deliveryLine(order));
};

const advance: Command = async (args) => {
  const { values } = parseArgs({ args, options: { order: { type: 'string' }, to: { type: 'string' } } });
  const usage = ORDER_USAGE[2]!;
  const to = values.to;
  if (to !== 'in_transit' && to !== 'delivered') throw new UsageError(`usage: npm run ops -- ${usage}`);
  const order = await withOpsDatabase((db) =>
    advanceOrderDelivery(db, { orderId: positiveInteger(values.order, usage), to, actor: AT_THE_TERMINAL }),
  );
  console.log(deliveryLine(order));
};

export const orderCommands: Record<string, Command> = {
  'orders-to-ship': listToShip,
  'ship-order': ship,
  'advance-order': advance,
};
