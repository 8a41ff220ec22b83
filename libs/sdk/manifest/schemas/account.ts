import { Type } from '@sinclair/typebox';
import { Email, Id, Timestamp } from './common';

/** A person's name: English letters, inner spaces, hyphens and apostrophes (docs/requirements.md R4: names are in English). */
export const PersonName = Type.String({
  minLength: 1,
  maxLength: 50,
  pattern: "^[A-Za-z](?:[A-Za-z' -]*[A-Za-z])?$",
  description: 'English letters, spaces, hyphens and apostrophes',
});

/** A new password: 6–30 characters (docs/requirements.md R4). */
export const NewPassword = Type.String({ minLength: 6, maxLength: 30, description: '6 to 30 characters' });

/**
 * A password offered at sign-in. Looser than `NewPassword` so that a too-short or mistyped password answers
 * 1100002 like any wrong password, while still bounding the hashing work.
 */
export const LoginPassword = Type.String({ minLength: 1, maxLength: 128 });

/** A telephone number as typed: digits with an optional leading `+`, spaces, hyphens and parentheses. */
export const Phone = Type.String({ maxLength: 32, pattern: '^(?:\\+?[0-9][0-9 ()-]*)?$' });

/** An invitation (referral) code. */
export const InvitationCode = Type.String({ maxLength: 32, pattern: '^[A-Za-z0-9_-]*$' });

/** The session token sent back in the `access-token` header. */
export const AccessToken = Type.String({ minLength: 32, maxLength: 128 });

/** A `{count}` badge counter (docs/requirements.md R2: `card.count`, `product.count`, `notice.count`). */
const counter = (description: string) =>
  Type.Object({ count: Type.Integer({ minimum: 0, maximum: 2147483647 }) }, { description });
export const CartCounter = counter('Items in the cart');

const UnreadCount = Type.Integer({ minimum: 0, maximum: 2147483647 });

/** The seller-panel URL (docs/requirements.md R10.7; the client rewrites it to the `seller.` subdomain), null for non-sellers. */
export const SellerUrl = Type.Union([Type.String({ maxLength: 2048 }), Type.Null()]);

export const UserInfo = Type.Object(
  {
    id: Id,
    firstname: Type.String({ maxLength: 50 }),
    lastname: Type.String({ maxLength: 50 }),
    email: Type.Union([Email, Type.Literal('')], {
      description: "'' for an account made with the short-video platform until it adds and verifies one",
    }),
    avatar: Type.String({ maxLength: 2048, description: "Avatar image URL, '' when the user has none" }),
    phone: Type.String({ maxLength: 32, description: "'' when not given" }),
    seller_url: SellerUrl,
    is_seller: Type.Boolean(),
    invitation_code: Type.String({ maxLength: 32, description: "The user's own code to invite others with" }),
    card: CartCounter,
    product: counter('Products the user sells (0 for shoppers)'),
    notice: counter('Unread notices'),
    message_unread_count: UnreadCount,
    created_at: Timestamp,
  },
  { title: 'UserInfo' },
);

/** What a successful sign-in (password, social platform or registration) answers (docs/requirements.md R2). */
export const LoginResponse = Type.Object(
  {
    'access-token': AccessToken,
    user: UserInfo,
    seller_url: SellerUrl,
    card: CartCounter,
    message_unread_count: UnreadCount,
  },
  { title: 'LoginResponse' },
);

/** Whether the token sent (if any) belongs to a live session, with the same counters as a sign-in. */
export const LoginState = Type.Object(
  {
    logged_in: Type.Boolean(),
    user: Type.Union([UserInfo, Type.Null()]),
    seller_url: SellerUrl,
    card: CartCounter,
    message_unread_count: UnreadCount,
  },
  { title: 'LoginState' },
);

/** A non-negative amount in integer minor units of USD (as `NonNegativeMinorUnits`), with its meaning. */
const balanceMinor = (description: string) =>
  Type.Integer({ minimum: 0, maximum: 1_000_000_000_000, description: `${description}, in USD minor units` });

export const UserBalance = Type.Object(
  {
    balance_minor: balanceMinor('Spendable balance'),
    frozen_minor: balanceMinor('Held for withdrawals in progress'),
    pending_minor: balanceMinor('Top-ups submitted and not yet reviewed'),
    currency: Type.Literal('USD'),
  },
  { title: 'UserBalance' },
);

/** The social platforms a user can sign in with. */
export const SocialProvider = Type.Literal('tiktok', { title: 'SocialProvider' });

/** Mall's addition: how the signed-in user can sign in (an account must keep at least one way). */
export const SignInMethods = Type.Object(
  {
    email: Type.Union([Email, Type.Literal('')], { description: "The verified e-mail address, '' for none" }),
    has_password: Type.Boolean(),
    tiktok: Type.Union([
      Type.Object({
        display_name: Type.String({ maxLength: 200 }),
        avatar_url: Type.String({ maxLength: 2048, description: "'' when the platform gave none" }),
      }),
      Type.Null(),
    ]),
  },
  { title: 'SignInMethods' },
);

/** docs/requirements.md R3.8 notice types: what the application the notice reports on was for. */
export const noticeTypes = {
  merchant_account: 100,
  product: 200,
  storage: 300,
  withdrawal: 400,
  account_recharge: 500,
  // Mall's additions beyond the spec's application notices.
  order: 600,
  return: 700,
  followed_shop: 800,
} as const;
export const NoticeType = Type.Union(
  [
    Type.Literal(noticeTypes.merchant_account),
    Type.Literal(noticeTypes.product),
    Type.Literal(noticeTypes.storage),
    Type.Literal(noticeTypes.withdrawal),
    Type.Literal(noticeTypes.account_recharge),
    Type.Literal(noticeTypes.order),
    Type.Literal(noticeTypes.return),
    Type.Literal(noticeTypes.followed_shop),
  ],
  {
    title: 'NoticeType',
    description:
      '100 merchant account, 200 product, 300 storage, 400 withdrawal, 500 account recharge application; ' +
      "Mall's additions: 600 an order, 700 a return, 800 a followed shop's new product",
  },
);

/** docs/requirements.md R3.8 result codes of the application a notice reports on. */
export const noticeStatuses = { failed: -1, in_review: 0, succeeded: 1 } as const;
export const NoticeStatus = Type.Union(
  [
    Type.Literal(noticeStatuses.failed),
    Type.Literal(noticeStatuses.in_review),
    Type.Literal(noticeStatuses.succeeded),
  ],
  { title: 'NoticeStatus', description: '-1 failed, 0 in review, 1 succeeded' },
);

export const Notice = Type.Object(
  {
    id: Id,
    type: NoticeType,
    status: NoticeStatus,
    title: Type.String({ maxLength: 200 }),
    content: Type.String({ maxLength: 5000 }),
    read: Type.Boolean(),
    created_at: Timestamp,
  },
  { title: 'Notice' },
);

export const NoticeUnreadState = Type.Object(
  { unread_count: UnreadCount, has_unread: Type.Boolean() },
  { title: 'NoticeUnreadState' },
);

/** What an upload is for; it decides the accepted types, the size limit and whether the file is private. */
export const uploadPurposes = [
  'avatar',
  'recharge_proof',
  'id_document',
  'shop_logo',
  'product_image',
  'chat',
  'comment',
] as const;
export const UploadPurpose = Type.Union(
  uploadPurposes.map((purpose) => Type.Literal(purpose)),
  { title: 'UploadPurpose' },
);

export const UploadedFile = Type.Object(
  {
    id: Id,
    url: Type.String({
      maxLength: 2048,
      description: 'Where the file is served; a private file answers only its owner and staff',
    }),
    content_type: Type.String({
      maxLength: 100,
      pattern: '^[a-z]+/[a-z0-9.+-]+$',
      description: "Detected from the file's content (magic bytes), not from its name or declared type",
    }),
    size: Type.Integer({ minimum: 0, maximum: 104_857_600, description: 'Bytes stored (after re-encoding)' }),
    private: Type.Boolean({ description: 'True for recharge_proof and id_document uploads' }),
  },
  { title: 'UploadedFile' },
);
