import { Type } from '@sinclair/typebox';
import { Email, FileUrl, Id, LanguageCode, NonNegativeMinorUnits, Timestamp } from './common';

// ----- Staff accounts ---------------------------------------------------------------------------------------

export const staffRoles = ['admin', 'reviewer', 'support'] as const;
/**
 * What a staff member may do: `reviewer` decides money and trust (top-ups, withdrawals, seller applications, shop
 * registrations, products, returns, shipping), `support` answers chat, `admin` manages staff and may do
 * everything the others may.
 */
export const StaffRole = Type.Union(
  staffRoles.map((role) => Type.Literal(role)),
  { title: 'StaffRole' },
);

export const StaffMember = Type.Object(
  {
    id: Id,
    name: Type.String({ maxLength: 101 }),
    email: Email,
    roles: Type.Array(StaffRole, { maxItems: 3 }),
    /** A disabled member cannot sign in; their sessions end when disabled. */
    disabled: Type.Boolean(),
    created_at: Timestamp,
  },
  { title: 'StaffMember' },
);

export const StaffSession = Type.Object(
  {
    /** The staff session's token: send it as `access-token`; it works only for staff operations. */
    token: Type.String({ maxLength: 100 }),
    staff: StaffMember,
  },
  { title: 'StaffSession' },
);

// ----- Review queues ----------------------------------------------------------------------------------------

export const staffTaskKinds = [
  'recharge',
  'withdrawal',
  'seller_application',
  'shop_registration',
  'product',
  'return',
  'shipment',
] as const;
/** The review queues: what a task is. `shipment` is an order waiting to ship when staff ship for its shop. */
export const StaffTaskKind = Type.Union(
  staffTaskKinds.map((kind) => Type.Literal(kind)),
  { title: 'StaffTaskKind' },
);

/** Who holds a task while deciding it, and until when (a lease; an expired lease frees the task). */
export const StaffClaim = Type.Object(
  {
    staff_id: Id,
    staff_name: Type.String({ maxLength: 101 }),
    expires_at: Timestamp,
    /** True when the caller holds it. */
    mine: Type.Boolean(),
  },
  { title: 'StaffClaim' },
);

/** The first of two approvals a large amount needs (four eyes); the second must come from someone else. */
export const StaffFirstApproval = Type.Object(
  {
    staff_id: Id,
    staff_name: Type.String({ maxLength: 101 }),
    amount_minor: NonNegativeMinorUnits,
    at: Timestamp,
  },
  { title: 'StaffFirstApproval' },
);

export const StaffTaskUser = Type.Object(
  { id: Id, name: Type.String({ maxLength: 101 }), email: Email },
  { title: 'StaffTaskUser' },
);

/** One task in a queue: the same shape for every kind. */
export const StaffTask = Type.Object(
  {
    kind: StaffTaskKind,
    id: Id,
    /** The task's state in its own kind's states (`pending`, `in_review`, `pending_review`, `to_ship`…). */
    state: Type.String({ maxLength: 40 }),
    /** A line naming it: the shop's, product's or order's name, the wallet and transaction id. */
    title: Type.String({ maxLength: 300 }),
    /** Who asked: the shopper, applicant or seller (the shop's owner); null when none is known. */
    user: Type.Union([StaffTaskUser, Type.Null()]),
    /** The money at stake (declared top-up, withdrawal, refund, order total), null when none. */
    amount_minor: Type.Union([NonNegativeMinorUnits, Type.Null()]),
    created_at: Timestamp,
    claim: Type.Union([StaffClaim, Type.Null()]),
    first_approval: Type.Union([StaffFirstApproval, Type.Null()]),
  },
  { title: 'StaffTask' },
);

/** A queue's numbers: tasks waiting for a decision, how many of them are held now, how many await a second approval. */
export const StaffQueueCount = Type.Object(
  {
    open: Type.Integer({ minimum: 0, maximum: 2147483647 }),
    claimed: Type.Integer({ minimum: 0, maximum: 2147483647 }),
    awaiting_second_approval: Type.Integer({ minimum: 0, maximum: 2147483647 }),
  },
  { title: 'StaffQueueCount' },
);

export const StaffQueueCounts = Type.Object(
  {
    recharge: StaffQueueCount,
    withdrawal: StaffQueueCount,
    seller_application: StaffQueueCount,
    shop_registration: StaffQueueCount,
    product: StaffQueueCount,
    return: StaffQueueCount,
    shipment: StaffQueueCount,
  },
  { title: 'StaffQueueCounts' },
);

export const reviewActorKinds = ['staff', 'ops', 'user', 'system'] as const;

/** One step of a reviewed thing's history, which is also the audit of staff decisions (append-only). */
export const ReviewStep = Type.Object(
  {
    id: Id,
    kind: StaffTaskKind,
    task_id: Id,
    /** Null for the thing's first state. */
    from: Type.Union([Type.String({ maxLength: 40 }), Type.Null()]),
    to: Type.String({ maxLength: 40 }),
    /**
     * Who: `staff` (with their id and name), `ops` (the ops terminal), `user` (the shopper, applicant or seller)
     * or `system`.
     */
    actor: Type.Object({
      kind: Type.Union(reviewActorKinds.map((kind) => Type.Literal(kind))),
      id: Type.Union([Id, Type.Null()]),
      name: Type.Union([Type.String({ maxLength: 101 }), Type.Null()]),
    }),
    /** The decision's message (what the applicant reads), `''` when none. */
    remark: Type.String({ maxLength: 500 }),
    /** The amount credited or paid out, when the step moved money. */
    amount_minor: Type.Union([NonNegativeMinorUnits, Type.Null()]),
    /** The payout's transaction id, for a paid-out withdrawal. */
    transaction_id: Type.Union([Type.String({ maxLength: 128 }), Type.Null()]),
    at: Timestamp,
  },
  { title: 'ReviewStep' },
);

/** What every detail answer carries about the task itself: its claim, a first approval and its history. */
export const StaffTaskState = Type.Object(
  {
    claim: Type.Union([StaffClaim, Type.Null()]),
    first_approval: Type.Union([StaffFirstApproval, Type.Null()]),
    history: Type.Array(ReviewStep, { maxItems: 200 }),
  },
  { title: 'StaffTaskState' },
);

export const StaffRechargeSummary = Type.Object(
  {
    id: Id,
    wallet_code: Type.String({ maxLength: 20 }),
    declared_amount_minor: NonNegativeMinorUnits,
    actual_amount_minor: Type.Union([NonNegativeMinorUnits, Type.Null()]),
    transaction_id: Type.String({ maxLength: 128 }),
    state: Type.String({ maxLength: 20 }),
    created_at: Timestamp,
  },
  { title: 'StaffRechargeSummary' },
);

/** A ledger entry of the user's wallet (their balance history). */
export const StaffLedgerEntry = Type.Object(
  {
    journal_id: Id,
    /** What moved the money (`recharge_reviewed`, `withdrawal_hold`, `order_payment`…). */
    journal_kind: Type.String({ maxLength: 40 }),
    account: Type.Union([Type.Literal('available'), Type.Literal('frozen'), Type.Literal('pending')]),
    /** Signed: positive into the account. */
    amount_minor: Type.Integer({ minimum: -1_000_000_000_000, maximum: 1_000_000_000_000 }),
    remark: Type.String({ maxLength: 500 }),
    at: Timestamp,
  },
  { title: 'StaffLedgerEntry' },
);

export const StaffContact = Type.Object(
  {
    name: Type.String({ maxLength: 101 }),
    email: Email,
    phone: Type.String({ maxLength: 32 }),
  },
  { title: 'StaffContact' },
);

export const StaffProductText = Type.Object(
  {
    lang: LanguageCode,
    name: Type.String({ maxLength: 200 }),
    short_description: Type.String({ maxLength: 500 }),
    description: Type.String({ maxLength: 10_000 }),
  },
  { title: 'StaffProductText' },
);

export const StaffReturnRequest = Type.Object(
  {
    id: Id,
    state: Type.String({ maxLength: 20 }),
    reason: Type.String({ maxLength: 1000 }),
    quantity: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    amount_minor: NonNegativeMinorUnits,
    /** The shopper's pictures (private uploads, expiring links readable by staff). */
    picture_urls: Type.Array(FileUrl, { maxItems: 9 }),
    message: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
    created_at: Timestamp,
  },
  { title: 'StaffReturnRequest' },
);

export const StaffReturnOrder = Type.Object(
  {
    id: Id,
    order_sn: Type.String({ maxLength: 40 }),
    payment_state: Type.String({ maxLength: 20 }),
    delivery_state: Type.String({ maxLength: 20 }),
    payment_method: Type.Union([Type.String({ maxLength: 20 }), Type.Null()]),
    total_minor: NonNegativeMinorUnits,
    shop_name: Type.String({ maxLength: 200 }),
    created_at: Timestamp,
  },
  { title: 'StaffReturnOrder' },
);

export const StaffReturnItem = Type.Object(
  {
    id: Id,
    product_id: Id,
    name: Type.String({ maxLength: 200 }),
    image: FileUrl,
    unit_price_minor: NonNegativeMinorUnits,
    quantity: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  },
  { title: 'StaffReturnItem' },
);
