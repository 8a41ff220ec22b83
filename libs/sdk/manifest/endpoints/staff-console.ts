import { Type } from '@sinclair/typebox';
import { defineEndpoints } from '../define';
import { Done, Email, Id, Page, PageQuery } from '../schemas/common';
import { StaffLiveMessage } from '../schemas/live';
import {
  ReviewStep,
  StaffClaim,
  StaffContact,
  StaffLedgerEntry,
  StaffMember,
  StaffProductText,
  StaffQueueCounts,
  StaffRechargeSummary,
  StaffReturnItem,
  StaffReturnOrder,
  StaffReturnRequest,
  StaffRole,
  StaffSession,
  StaffTask,
  StaffTaskKind,
  StaffTaskState,
} from '../schemas/staff';
import {
  StaffProduct,
  StaffRecharge,
  StaffSellerApplication,
  StaffShopRegistration,
  StaffWithdrawal,
} from './staff';

const StaffPassword = Type.String({ minLength: 6, maxLength: 30 });
const StaffName = Type.String({ minLength: 1, maxLength: 101, pattern: '\\S' });
const TaskRef = Type.Object({ kind: StaffTaskKind, id: Id });
const DetailQuery = Type.Object({ id: Id });

/**
 * The staff console's own operations (docs/api.md, "Staff console"): staff sign-in and accounts, the review
 * queues with their claims, each kind's evidence, the audit and the live stream. A staff token works only for
 * `auth: 'staff'` operations and a shopper's or seller's never does (HTTP 403 either way). `staffRoles` names
 * who may call one (an admin may call every one).
 */
export const staffConsoleEndpoints = defineEndpoints({
  staffLogin: {
    method: 'POST',
    path: '/staff/login',
    auth: 'none',
    kind: 'mutation',
    group: 'staff',
    summary:
      "Sign in with a staff account's email and password: a staff session (1100002 for an unknown email, a " +
      'wrong password or a disabled account alike; throttled like the shopper sign-in, 1100009)',
    body: Type.Object({ email: Email, password: Type.String({ minLength: 1, maxLength: 100 }) }),
    response: StaffSession,
    invalidatesTags: ['StaffQueue'],
    errors: ['EMAIL_OR_PASSWORD_WRONG', 'TOO_MANY_SIGN_IN_ATTEMPTS'],
    inlineErrors: ['EMAIL_OR_PASSWORD_WRONG'],
  },
  staffLogout: {
    method: 'POST',
    path: '/staff/logout',
    auth: 'staff',
    kind: 'mutation',
    group: 'staff',
    summary: 'End this staff session (its token stops working, its live stream ends)',
    response: Done,
    errors: [],
  },
  getStaffMe: {
    method: 'GET',
    path: '/staff/me',
    auth: 'staff',
    kind: 'query',
    group: 'staff',
    summary: 'The signed-in staff member with their roles',
    response: StaffMember,
    providesTags: ['StaffMember'],
    errors: [],
  },
  getStaffMembers: {
    method: 'GET',
    path: '/staff/members',
    auth: 'staff',
    staffRoles: ['admin'],
    kind: 'query',
    group: 'staff',
    summary: 'Every staff account, oldest first (admin)',
    response: Type.Object({ list: Type.Array(StaffMember, { maxItems: 1000 }) }),
    providesTags: ['StaffMember'],
    errors: ['STAFF_ROLE_REQUIRED'],
  },
  addStaffMember: {
    method: 'POST',
    path: '/staff/members/add',
    auth: 'staff',
    staffRoles: ['admin'],
    kind: 'mutation',
    group: 'staff',
    summary: 'Add a staff account with its roles (admin); 3100009 when the email already has an account',
    body: Type.Object({
      email: Email,
      name: StaffName,
      password: StaffPassword,
      roles: Type.Array(StaffRole, { minItems: 1, maxItems: 3 }),
    }),
    response: StaffMember,
    invalidatesTags: ['StaffMember'],
    errors: ['STAFF_ROLE_REQUIRED', 'STAFF_EMAIL_TAKEN'],
    inlineErrors: ['STAFF_EMAIL_TAKEN'],
  },
  updateStaffMember: {
    method: 'POST',
    path: '/staff/members/update',
    auth: 'staff',
    staffRoles: ['admin'],
    kind: 'mutation',
    group: 'staff',
    summary:
      "Change a staff member's roles or disable (or re-enable) them (admin); disabling ends their sessions; " +
      '3100010 when no enabled admin would remain',
    body: Type.Object({
      id: Id,
      roles: Type.Optional(Type.Array(StaffRole, { minItems: 1, maxItems: 3 })),
      disabled: Type.Optional(Type.Boolean()),
    }),
    response: StaffMember,
    invalidatesTags: ['StaffMember'],
    errors: ['STAFF_ROLE_REQUIRED', 'NO_DATA_FOUND', 'LAST_ADMIN'],
  },
  getStaffQueueCounts: {
    method: 'GET',
    path: '/staff/queues',
    auth: 'staff',
    kind: 'query',
    group: 'staff',
    summary:
      "Each review queue's open tasks, how many are claimed and how many await a second approval (the staff " +
      'live stream sends new counts as `staff_queues`)',
    response: StaffQueueCounts,
    providesTags: ['StaffQueue'],
    errors: [],
  },
  getStaffTasks: {
    method: 'GET',
    path: '/staff/tasks',
    auth: 'staff',
    staffRoles: ['reviewer'],
    kind: 'query',
    group: 'staff',
    summary:
      "One queue's tasks, oldest first: the open ones unless `state` is given (a state of the kind's own); " +
      '`claim` narrows to tasks held by the caller (`mine`), by someone else (`others`) or by nobody (`free`); ' +
      "`user_id` to one shopper's or applicant's",
    query: Type.Object({
      ...PageQuery,
      kind: StaffTaskKind,
      state: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
      claim: Type.Optional(Type.Union([Type.Literal('mine'), Type.Literal('others'), Type.Literal('free')])),
      user_id: Type.Optional(Id),
    }),
    response: Page(StaffTask),
    providesTags: ['StaffQueue'],
    errors: ['STAFF_ROLE_REQUIRED'],
  },
  claimStaffTask: {
    method: 'POST',
    path: '/staff/tasks/claim',
    auth: 'staff',
    staffRoles: ['reviewer'],
    kind: 'mutation',
    group: 'staff',
    summary:
      'Claim a task (or renew your claim) for `STAFF_CLAIM_LEASE_SECONDS`; when someone else holds it the ' +
      'answer is their claim (`mine: false`) and nothing changes. A decided task answers 3100001',
    body: TaskRef,
    response: Type.Object({ kind: StaffTaskKind, id: Id, claim: StaffClaim }),
    invalidatesTags: ['StaffQueue'],
    errors: ['STAFF_ROLE_REQUIRED', 'NO_DATA_FOUND', 'TASK_ALREADY_DECIDED'],
  },
  releaseStaffTask: {
    method: 'POST',
    path: '/staff/tasks/release',
    auth: 'staff',
    staffRoles: ['reviewer'],
    kind: 'mutation',
    group: 'staff',
    summary: 'Give up your claim on a task (nothing happens when you do not hold it)',
    body: TaskRef,
    response: Done,
    invalidatesTags: ['StaffQueue'],
    errors: ['STAFF_ROLE_REQUIRED'],
  },
  getStaffRechargeDetail: {
    method: 'GET',
    path: '/staff/recharges/detail',
    auth: 'staff',
    staffRoles: ['reviewer'],
    kind: 'query',
    group: 'staff',
    summary:
      "An offline top-up with its proof picture (an expiring link), the wallet's network and the user's earlier " +
      'top-ups, newest first, and the task (claim, first approval, history)',
    query: DetailQuery,
    response: Type.Object({
      recharge: StaffRecharge,
      network: Type.String({ maxLength: 40 }),
      earlier: Type.Array(StaffRechargeSummary, { maxItems: 50 }),
      task: StaffTaskState,
    }),
    providesTags: ['StaffQueue'],
    errors: ['STAFF_ROLE_REQUIRED', 'NO_DATA_FOUND'],
  },
  getStaffWithdrawalDetail: {
    method: 'GET',
    path: '/staff/withdrawals/detail',
    auth: 'staff',
    staffRoles: ['reviewer'],
    kind: 'query',
    group: 'staff',
    summary:
      "A withdrawal with its address's checksum result on the wallet's network, the payout's transaction id once " +
      "paid, the user's ledger entries (newest first) and the task",
    query: DetailQuery,
    response: Type.Object({
      withdrawal: StaffWithdrawal,
      network: Type.String({ maxLength: 40 }),
      /** Whether the address passes its network's format and checksum now. */
      address_valid: Type.Boolean(),
      /** Why it does not, null when it does. */
      address_problem: Type.Union([Type.String({ maxLength: 200 }), Type.Null()]),
      payout_transaction_id: Type.Union([Type.String({ maxLength: 128 }), Type.Null()]),
      ledger: Type.Array(StaffLedgerEntry, { maxItems: 100 }),
      task: StaffTaskState,
    }),
    providesTags: ['StaffQueue'],
    errors: ['STAFF_ROLE_REQUIRED', 'NO_DATA_FOUND'],
  },
  getStaffSellerApplicationDetail: {
    method: 'GET',
    path: '/staff/seller-applications/detail',
    auth: 'staff',
    staffRoles: ['reviewer'],
    kind: 'query',
    group: 'staff',
    summary:
      "A seller application with the applicant's contact, their latest shop registration (with its ID document " +
      'pictures and address) when there is one, and the task',
    query: DetailQuery,
    response: Type.Object({
      application: StaffSellerApplication,
      contact: StaffContact,
      shop_registration: Type.Union([StaffShopRegistration, Type.Null()]),
      task: StaffTaskState,
    }),
    providesTags: ['StaffQueue'],
    errors: ['STAFF_ROLE_REQUIRED', 'NO_DATA_FOUND'],
  },
  getStaffShopRegistrationDetail: {
    method: 'GET',
    path: '/staff/shop-registrations/detail',
    auth: 'staff',
    staffRoles: ['reviewer'],
    kind: 'query',
    group: 'staff',
    summary:
      'A shop registration with both ID document pictures (expiring links), the contact and address, and the task',
    query: DetailQuery,
    response: Type.Object({
      registration: StaffShopRegistration,
      contact: StaffContact,
      task: StaffTaskState,
    }),
    providesTags: ['StaffQueue'],
    errors: ['STAFF_ROLE_REQUIRED', 'NO_DATA_FOUND'],
  },
  getStaffProductDetail: {
    method: 'GET',
    path: '/staff/products/detail',
    auth: 'staff',
    staffRoles: ['reviewer'],
    kind: 'query',
    localised: true,
    group: 'staff',
    summary:
      "A product awaiting approval with every language's name and descriptions as the seller wrote them, its " +
      'pictures, price, stock and shop, and the task',
    query: DetailQuery,
    response: Type.Object({
      product: StaffProduct,
      texts: Type.Array(StaffProductText, { maxItems: 6 }),
      contact: StaffContact,
      task: StaffTaskState,
    }),
    providesTags: ['StaffQueue'],
    errors: ['STAFF_ROLE_REQUIRED', 'NO_DATA_FOUND'],
  },
  getStaffReturnDetail: {
    method: 'GET',
    path: '/staff/refunds/detail',
    auth: 'staff',
    staffRoles: ['reviewer'],
    kind: 'query',
    group: 'staff',
    summary: 'A return request with its order, the item, the reason and pictures, the shopper, and the task',
    query: DetailQuery,
    response: Type.Object({
      return: StaffReturnRequest,
      order: StaffReturnOrder,
      item: StaffReturnItem,
      contact: StaffContact,
      task: StaffTaskState,
    }),
    providesTags: ['StaffQueue'],
    errors: ['STAFF_ROLE_REQUIRED', 'NO_DATA_FOUND'],
  },
  getStaffAudit: {
    method: 'GET',
    path: '/staff/audit',
    auth: 'staff',
    staffRoles: ['reviewer'],
    kind: 'query',
    group: 'staff',
    summary:
      'The audit: every decision on a reviewed thing (who, when, from → to, the message, the amount), newest ' +
      'first, optionally of one kind, one task or one staff member; it can be read, never changed',
    query: Type.Object({
      ...PageQuery,
      kind: Type.Optional(StaffTaskKind),
      task_id: Type.Optional(Id),
      staff_id: Type.Optional(Id),
    }),
    response: Page(ReviewStep),
    providesTags: ['StaffQueue'],
    errors: ['STAFF_ROLE_REQUIRED'],
  },
  openStaffLiveStream: {
    method: 'GET',
    path: '/staff/stream',
    auth: 'staff',
    kind: 'query',
    group: 'staff',
    summary:
      "The staff session's live stream, as `openLiveStream` is the shopper's (Server-Sent Events, resumable by " +
      "`Last-Event-ID`, `ready`, heartbeats, `end`): `staff_queues` carries every queue's new counts after a " +
      'submission, claim or decision, `staff_task` one task that changed (claimed, released, decided); for ' +
      'customer service `chat` (a support conversation has a new message or read position) and `badges` ' +
      '(`message_unread_count`)',
    query: Type.Object({
      last_event_id: Type.Optional(
        Type.Integer({ minimum: 0, description: 'The last message id seen, as the `Last-Event-ID` header' }),
      ),
    }),
    responseFormat: 'event-stream',
    response: StaffLiveMessage,
    errors: [],
  },
});
