import { Type, type TSchema } from '@sinclair/typebox';
import { defineEndpoints } from '../define';
import { Email, FileUrl, Id, NonNegativeMinorUnits, Page, PageQuery, Timestamp } from '../schemas/common';
import { WalletRequestState, WithdrawalState } from '../schemas/wallet';
import {
  AdvanceDeliveryFields,
  OrderDeliveryUpdate,
  SellerApplication,
  SellerApplicationStatus,
  SellerProduct,
  SellerProductState,
  ShipOrderFields,
  ShopRegistration,
  ShopRegistrationStatus,
} from '../schemas/seller';
import { ShopRef } from '../schemas/catalogue';
import { OrderDetail } from '../schemas/orders';

// ----- Staff-only schemas ---------------------------------------------------------------------------------

/** The customer a queue item belongs to. */
const StaffCustomerRef = Type.Object(
  { id: Id, name: Type.String({ maxLength: 101 }), email: Email },
  { title: 'StaffCustomerRef' },
);

/** The message a decision sends to the applicant (in their notice); give the reason when refusing. */
const DecisionMessage = Type.String({ maxLength: 500 });
const ReviewedAt = Type.Union([Timestamp, Type.Null()]);

/** An offline top-up awaiting (or past) review, with everything the reviewer checks (docs/requirements.md R10.8). */
export const StaffRecharge = Type.Object(
  {
    id: Id,
    user: StaffCustomerRef,
    wallet_code: Type.String({ maxLength: 20 }),
    /** The amount the user declared. */
    declared_amount_minor: NonNegativeMinorUnits,
    /** The amount credited, null until approved. */
    actual_amount_minor: Type.Union([NonNegativeMinorUnits, Type.Null()]),
    transaction_id: Type.String({ maxLength: 128 }),
    /** Private upload (purpose `recharge_proof`), readable by its owner and staff. */
    proof_url: FileUrl,
    /** The user's remark, `''` when none. */
    remark: Type.String({ maxLength: 500 }),
    state: WalletRequestState,
    /** The reviewer's message, null until reviewed. */
    message: Type.Union([DecisionMessage, Type.Null()]),
    /** Other top-ups by the same user in the past 24 hours (docs/requirements.md R10.8 cap). */
    recent_submission_count: Type.Integer({ minimum: 0, maximum: 1000 }),
    created_at: Timestamp,
    reviewed_at: ReviewedAt,
  },
  { title: 'StaffRecharge' },
);

/** A withdrawal request with its payout destination (full account details: staff pay it out). */
export const StaffWithdrawal = Type.Object(
  {
    id: Id,
    user: StaffCustomerRef,
    amount_minor: NonNegativeMinorUnits,
    fee_minor: NonNegativeMinorUnits,
    /** The user's balance and frozen amount now (the amount is frozen while pending). */
    balance_minor: NonNegativeMinorUnits,
    frozen_minor: NonNegativeMinorUnits,
    method: Type.Union([Type.Literal('wallet'), Type.Literal('bank')]),
    /** Set for `wallet` payouts. */
    wallet_code: Type.Union([Type.String({ maxLength: 20 }), Type.Null()]),
    address: Type.Union([Type.String({ maxLength: 128 }), Type.Null()]),
    /** Set for `bank` payouts. */
    bank_name: Type.Union([Type.String({ maxLength: 100 }), Type.Null()]),
    account_name: Type.Union([Type.String({ maxLength: 100 }), Type.Null()]),
    account_number: Type.Union([Type.String({ maxLength: 34 }), Type.Null()]),
    routing_number: Type.Union([Type.String({ maxLength: 20 }), Type.Null()]),
    remark: Type.String({ maxLength: 500 }),
    state: WithdrawalState,
    message: Type.Union([DecisionMessage, Type.Null()]),
    created_at: Timestamp,
    reviewed_at: ReviewedAt,
  },
  { title: 'StaffWithdrawal' },
);

export const StaffSellerApplication = Type.Object(
  { ...SellerApplication.properties, user: StaffCustomerRef },
  { title: 'StaffSellerApplication' },
);

export const StaffShopRegistration = Type.Object(
  {
    ...ShopRegistration.properties,
    user: StaffCustomerRef,
    /** The ID document images (private uploads, readable by staff). */
    id_front_url: FileUrl,
    id_back_url: FileUrl,
  },
  { title: 'StaffShopRegistration' },
);

const RefundDecision = Type.Object(
  {
    id: Id,
    order_id: Id,
    /** `in_review`: a first approval above `STAFF_SECOND_APPROVAL_MINOR`, waiting for a second staff member. */
    status: Type.Union([Type.Literal('approved'), Type.Literal('in_review'), Type.Literal('refused')]),
    /** Amount refunded to the customer, 0 when refused or waiting for the second approval. */
    refund_amount_minor: NonNegativeMinorUnits,
    message: DecisionMessage,
    decided_at: Timestamp,
  },
  { title: 'RefundDecision' },
);

/** A product a seller added, with its shop and every image, for review. */
export const StaffProduct = Type.Object(
  {
    ...SellerProduct.properties,
    shop: ShopRef,
    images: Type.Array(FileUrl, { maxItems: 8 }),
  },
  { title: 'StaffProduct' },
);

/** A staff queue page, filtered by state (the pending items when `state` is omitted). */
const queueQuery = <S extends TSchema>(state: S) =>
  Type.Object({ ...PageQuery, state: Type.Optional(state) });

// ----- Endpoints ------------------------------------------------------------------------------------------

export const staffEndpoints = defineEndpoints({
  getPendingRecharges: {
    method: 'GET',
    path: '/staff/recharges',
    auth: 'staff',
    staffRoles: ['reviewer'],
    kind: 'query',
    group: 'staff',
    summary:
      'Offline top-ups with proof, transaction id and declared amount; `pending` only unless `state` is given, oldest first',
    query: queueQuery(WalletRequestState),
    response: Page(StaffRecharge),
    providesTags: ['StaffQueue'],
    errors: [],
  },
  reviewRecharge: {
    method: 'POST',
    path: '/staff/recharges/review',
    auth: 'staff',
    staffRoles: ['reviewer'],
    kind: 'mutation',
    group: 'staff',
    summary:
      'Approve (crediting `actual_amount_minor`, required then, more than 0 and at most `STAFF_TOPUP_MAX_FACTOR` ' +
      'times the declared amount) or refuse (no amount) a pending top-up and notify the user. Deciding claims ' +
      'the task (3100002 while someone else holds it). Above `STAFF_SECOND_APPROVAL_MINOR` an approval is the ' +
      'first of two (state `in_review`); a different staff member confirms it with the same amount. Credited ' +
      'exactly once: a decided top-up answers 3100001',
    body: Type.Object({
      id: Id,
      approve: Type.Boolean(),
      /** Checked by the server, which names the field (3100005–3100007, 3100011). */
      actual_amount_minor: Type.Optional(
        Type.Integer({ minimum: -1_000_000_000_000, maximum: 1_000_000_000_000 }),
      ),
      message: DecisionMessage,
    }),
    response: StaffRecharge,
    invalidatesTags: ['StaffQueue', 'Balance', 'WalletRecord', 'Notice'],
    errors: [
      'NO_DATA_FOUND',
      'STAFF_ROLE_REQUIRED',
      'TASK_ALREADY_DECIDED',
      'TASK_CLAIMED_BY_OTHER',
      'SECOND_APPROVAL_SAME_STAFF',
      'SECOND_APPROVAL_AMOUNT_MISMATCH',
      'ACTUAL_AMOUNT_NOT_ALLOWED',
      'ACTUAL_AMOUNT_INVALID',
      'ACTUAL_AMOUNT_TOO_LARGE',
    ],
    inlineErrors: [
      'SECOND_APPROVAL_AMOUNT_MISMATCH',
      'ACTUAL_AMOUNT_NOT_ALLOWED',
      'ACTUAL_AMOUNT_INVALID',
      'ACTUAL_AMOUNT_TOO_LARGE',
    ],
  },
  getPendingWithdrawals: {
    method: 'GET',
    path: '/staff/withdrawals',
    auth: 'staff',
    staffRoles: ['reviewer'],
    kind: 'query',
    group: 'staff',
    summary:
      'Withdrawal requests with their payout destination; `pending` only unless `state` is given, oldest first',
    query: queueQuery(WithdrawalState),
    response: Page(StaffWithdrawal),
    providesTags: ['StaffQueue'],
    errors: [],
  },
  reviewWithdrawal: {
    method: 'POST',
    path: '/staff/withdrawals/review',
    auth: 'staff',
    staffRoles: ['reviewer'],
    kind: 'mutation',
    group: 'staff',
    summary:
      "Approve with the payout's transaction id (the frozen amount leaves the wallet: staff have paid it out) " +
      'or refuse (the amount is unfrozen) a pending withdrawal and notify the user. Deciding claims the task ' +
      '(3100002 while someone else holds it); above `STAFF_SECOND_APPROVAL_MINOR` an approval is the first of ' +
      'two (state `in_review`), confirmed by a different staff member. A decided one answers 3100001',
    body: Type.Object({
      id: Id,
      approve: Type.Boolean(),
      message: DecisionMessage,
      /** Required to approve (3100008 names it): the transfer that paid the withdrawal out. */
      payout_transaction_id: Type.Optional(Type.String({ maxLength: 128 })),
    }),
    response: StaffWithdrawal,
    invalidatesTags: ['StaffQueue', 'Balance', 'WalletRecord', 'Withdrawal', 'Notice'],
    errors: [
      'NO_DATA_FOUND',
      'STAFF_ROLE_REQUIRED',
      'TASK_ALREADY_DECIDED',
      'TASK_CLAIMED_BY_OTHER',
      'SECOND_APPROVAL_SAME_STAFF',
      'PAYOUT_TRANSACTION_ID_REQUIRED',
    ],
    inlineErrors: ['PAYOUT_TRANSACTION_ID_REQUIRED'],
  },
  getSellerApplications: {
    method: 'GET',
    path: '/staff/seller-applications',
    auth: 'staff',
    staffRoles: ['reviewer'],
    kind: 'query',
    group: 'staff',
    summary: 'Seller applications with the applicant; `pending` only unless `state` is given, oldest first',
    query: queueQuery(SellerApplicationStatus),
    response: Page(StaffSellerApplication),
    providesTags: ['StaffQueue', 'SellerApplication'],
    errors: [],
  },
  decideSellerApplication: {
    method: 'POST',
    path: '/staff/seller-applications/decide',
    auth: 'staff',
    staffRoles: ['reviewer'],
    kind: 'mutation',
    group: 'staff',
    summary:
      'Accept (the user becomes a seller) or refuse a pending seller application and notify the user; ' +
      'deciding claims the task (3100002 while someone else holds it); a decided one answers 3100001',
    body: Type.Object({ id: Id, accept: Type.Boolean(), message: DecisionMessage }),
    response: StaffSellerApplication,
    invalidatesTags: ['StaffQueue', 'SellerApplication', 'Notice'],
    errors: ['NO_DATA_FOUND', 'STAFF_ROLE_REQUIRED', 'TASK_ALREADY_DECIDED', 'TASK_CLAIMED_BY_OTHER'],
  },
  getShopRegistrations: {
    method: 'GET',
    path: '/staff/shop-registrations',
    auth: 'staff',
    staffRoles: ['reviewer'],
    kind: 'query',
    group: 'staff',
    summary:
      'Shop registrations with the applicant and ID document images; `pending` only unless `state` is ' +
      'given, oldest first',
    query: queueQuery(ShopRegistrationStatus),
    response: Page(StaffShopRegistration),
    providesTags: ['StaffQueue', 'ShopRegistration'],
    errors: [],
  },
  decideShopRegistration: {
    method: 'POST',
    path: '/staff/shop-registrations/decide',
    auth: 'staff',
    staffRoles: ['reviewer'],
    kind: 'mutation',
    group: 'staff',
    summary:
      'Approve (the shop is created) or refuse a pending shop registration and notify the user; ' +
      'deciding claims the task (3100002 while someone else holds it); a decided one answers 3100001',
    body: Type.Object({ id: Id, approve: Type.Boolean(), message: DecisionMessage }),
    response: StaffShopRegistration,
    invalidatesTags: ['StaffQueue', 'ShopRegistration', 'Shop', 'Notice'],
    errors: ['NO_DATA_FOUND', 'STAFF_ROLE_REQUIRED', 'TASK_ALREADY_DECIDED', 'TASK_CLAIMED_BY_OTHER'],
  },
  getPendingProducts: {
    method: 'GET',
    path: '/staff/products',
    auth: 'staff',
    staffRoles: ['reviewer'],
    kind: 'query',
    localised: true,
    group: 'staff',
    summary: "Sellers' products with their shop; `pending_review` only unless `state` is given, oldest first",
    query: queueQuery(SellerProductState),
    response: Page(StaffProduct),
    providesTags: ['StaffQueue', { type: 'Product', id: 'LIST' }],
    errors: [],
  },
  decideProduct: {
    method: 'POST',
    path: '/staff/products/decide',
    auth: 'staff',
    staffRoles: ['reviewer'],
    kind: 'mutation',
    group: 'staff',
    summary:
      'Approve (the product goes on sale in the catalogue) or refuse a product pending review and notify the ' +
      'seller (notice type 200); deciding claims the task (3100002 while someone else holds it); a decided one answers 3100001',
    body: Type.Object({ id: Id, approve: Type.Boolean(), message: DecisionMessage }),
    response: StaffProduct,
    invalidatesTags: ['StaffQueue', 'Product', 'Notice'],
    errors: ['NO_DATA_FOUND', 'STAFF_ROLE_REQUIRED', 'TASK_ALREADY_DECIDED', 'TASK_CLAIMED_BY_OTHER'],
  },
  getStaffShipmentDetail: {
    method: 'GET',
    path: '/staff/orders/detail',
    auth: 'staff',
    staffRoles: ['reviewer'],
    kind: 'query',
    localised: true,
    group: 'staff',
    summary:
      'An order as staff ship it for its shop: the delivery address and the customer, the items and their ' +
      'quantities, how it is paid (cash on delivery: what the carrier collects) and its history',
    query: Type.Object({ id: Id }),
    response: OrderDetail,
    providesTags: ['StaffQueue', { type: 'Order', id: { arg: 'id' } }],
    errors: ['STAFF_ROLE_REQUIRED', 'ORDER_NOT_FOUND'],
  },
  shipOrder: {
    method: 'POST',
    path: '/staff/orders/ship',
    auth: 'staff',
    staffRoles: ['reviewer'],
    kind: 'mutation',
    group: 'staff',
    summary:
      'Ship an order waiting to ship (paid, or cash on delivery) with its carrier and logistics number; ' +
      'any other state answers 2000005',
    body: Type.Object(ShipOrderFields),
    response: OrderDeliveryUpdate,
    invalidatesTags: ['StaffQueue', { type: 'Order', id: { arg: 'order_id' } }],
    errors: ['ORDER_NOT_FOUND', 'ORDER_DELIVERY_SWITCH_FAILED'],
  },
  advanceOrderDelivery: {
    method: 'POST',
    path: '/staff/orders/advance',
    auth: 'staff',
    staffRoles: ['reviewer'],
    kind: 'mutation',
    group: 'staff',
    summary:
      'Move a shipped order on to `in_transit`, or a shipped or in-transit order to `delivered`; any other ' +
      'step answers 2000005',
    body: Type.Object(AdvanceDeliveryFields),
    response: OrderDeliveryUpdate,
    invalidatesTags: ['StaffQueue', { type: 'Order', id: { arg: 'order_id' } }],
    errors: ['ORDER_NOT_FOUND', 'ORDER_DELIVERY_SWITCH_FAILED'],
  },
  reviewRefund: {
    method: 'POST',
    path: '/staff/refunds/review',
    auth: 'staff',
    staffRoles: ['reviewer'],
    kind: 'mutation',
    group: 'staff',
    summary:
      'Approve (the refund is paid back once) or refuse a pending return request and notify the customer; ' +
      'above `STAFF_SECOND_APPROVAL_MINOR` an approval is the first of two (status `in_review`, the return ' +
      'stays pending) and a different staff member confirms it (3100003 for the same one); ' +
      '2000014 when the refund cannot be dispatched',
    body: Type.Object({ id: Id, approve: Type.Boolean(), message: DecisionMessage }),
    response: RefundDecision,
    invalidatesTags: ['StaffQueue', 'Refund', 'Order', 'Balance', 'WalletRecord'],
    errors: [
      'NO_DATA_FOUND',
      'RETURN_DISPATCH_FAILED',
      'STAFF_ROLE_REQUIRED',
      'TASK_ALREADY_DECIDED',
      'TASK_CLAIMED_BY_OTHER',
      'SECOND_APPROVAL_SAME_STAFF',
    ],
  },
});
