import { parseArgs } from 'node:util';
import { userRefs } from '@mall/server-account';
import { reviewProductPage, type SellerProductState } from '@mall/server-catalogue';
import {
  applicationPage,
  registrationPage,
  type SellerApplicationStatus,
  type ShopRegistrationStatus,
} from '@mall/server-seller';
import {
  decideProductTask,
  decideSellerApplication as decideSellerApplicationTask,
  decideShopRegistration as decideShopRegistrationTask,
} from '@mall/server-staff';
import { OPS, opsStaffPolicy, withOpsDatabase } from './database';
import { type Command, UsageError } from './usage';

export const SELLER_REVIEW_USAGE = [
  'seller-applications [--state pending|accepted|refused]',
  'decide-seller-application --id <id> --accept|--refuse --message <text>',
  'shop-registrations [--state pending|approved|refused]',
  'decide-shop-registration --id <id> --approve|--refuse --message <text>',
  'products-pending [--state pending_review|refused|on_sale|off_sale]',
  'decide-product --id <id> --approve|--refuse --message <text>',
];

/** The queues are short: one page of this many, oldest first, is what an operator works through. */
const QUEUE_PAGE = { page: 1, pageSize: 100 };

function listOptions(args: string[], states: readonly string[]) {
  const { values } = parseArgs({ args, options: { state: { type: 'string' } } });
  if (values.state !== undefined && !states.includes(values.state))
    throw new UsageError(`--state must be one of ${states.join(', ')}`);
  return values.state;
}

/** `--id`, the decision (`yes` or `no` flag, exactly one) and `--message`. */
function decisionOptions(args: string[], yes: 'accept' | 'approve') {
  const { values } = parseArgs({
    args,
    options: {
      id: { type: 'string' },
      [yes]: { type: 'boolean' },
      refuse: { type: 'boolean' },
      message: { type: 'string' },
    },
  });
  const id = Number(values.id);
  const approve = values[yes] === true;
  if (!Number.isInteger(id) || id < 1 || approve === (values.refuse === true) || values.message === undefined)
    throw new UsageError(`usage: --id <id> --${yes}|--refuse --message <text>`);
  return { id, approve, message: String(values.message) };
}

const line = (...fields: (string | number | null)[]) =>
  console.log(fields.map((field) => field ?? '').join('\t'));
const day = (timestamp: string) => new Date(timestamp).toISOString().slice(0, 16).replace('T', ' ');

const sellerApplications: Command = async (args) => {
  const state = listOptions(args, ['pending', 'accepted', 'refused']) as SellerApplicationStatus | undefined;
  await withOpsDatabase(async (db) => {
    const { list, total } = await applicationPage(db, state, QUEUE_PAGE);
    const users = await userRefs(
      db,
      list.map((row) => row.userId),
    );
    console.log(`${total} seller application(s) ${state ?? 'pending'}`);
    for (const row of list)
      line(
        row.id,
        day(row.createdAt),
        users.get(row.userId)?.email ?? '',
        row.shopName,
        row.reason,
        row.message,
      );
  });
};

const decideSellerApplication: Command = async (args) => {
  const { id, approve, message } = decisionOptions(args, 'accept');
  const row = await withOpsDatabase((db) =>
    decideSellerApplicationTask(db, OPS, { id, accept: approve, message }, opsStaffPolicy()),
  );
  console.log(`seller application ${row.id} ${row.status}`);
};

const shopRegistrations: Command = async (args) => {
  const state = listOptions(args, ['pending', 'approved', 'refused']) as ShopRegistrationStatus | undefined;
  await withOpsDatabase(async (db) => {
    const { list, total } = await registrationPage(db, state, QUEUE_PAGE);
    const users = await userRefs(
      db,
      list.map((row) => row.userId),
    );
    console.log(`${total} shop registration(s) ${state ?? 'pending'}`);
    for (const row of list)
      line(
        row.id,
        day(row.createdAt),
        users.get(row.userId)?.email ?? '',
        row.shopName,
        `${row.contactName} ${row.contactPhone}`,
        `${row.city}, ${row.country}`,
        `ID uploads ${row.idFrontUploadId} ${row.idBackUploadId}`,
      );
  });
};

const decideShopRegistration: Command = async (args) => {
  const { id, approve, message } = decisionOptions(args, 'approve');
  const row = await withOpsDatabase((db) =>
    decideShopRegistrationTask(db, OPS, { id, approve, message }, opsStaffPolicy()),
  );
  console.log(`shop registration ${row.id} ${row.status}${row.shopId ? `: shop ${row.shopId} created` : ''}`);
};

const productsPending: Command = async (args) => {
  const state = listOptions(args, ['pending_review', 'refused', 'on_sale', 'off_sale']) as
    SellerProductState | undefined;
  await withOpsDatabase(async (db) => {
    const { rows, total } = await reviewProductPage(db, state, QUEUE_PAGE);
    console.log(`${total} product(s) ${state ?? 'pending_review'}`);
    for (const row of rows)
      line(
        row.id,
        day(row.createdAt),
        row.shopName,
        row.name_en,
        `${(row.priceMinor / 100).toFixed(2)} USD`,
        `stock ${row.stock}`,
      );
  });
};

const decideProductCommand: Command = async (args) => {
  const { id, approve, message } = decisionOptions(args, 'approve');
  const row = await withOpsDatabase((db) =>
    decideProductTask(db, OPS, { id, approve, message }, opsStaffPolicy()),
  );
  console.log(`product ${row.id} ${row.state}`);
};

export const sellerReviewCommands: Record<string, Command> = {
  'seller-applications': sellerApplications,
  'decide-seller-application': decideSellerApplication,
  'shop-registrations': shopRegistrations,
  'decide-shop-registration': decideShopRegistration,
  'products-pending': productsPending,
  'decide-product': decideProductCommand,
};
