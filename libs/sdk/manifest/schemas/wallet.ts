import { Type } from '@sinclair/typebox';
import { FileUrl, Id, NonNegativeMinorUnits, Timestamp } from './common';

/** Minimum top-up (docs/requirements.md R9: 100, read as USD 100.00). */
export const MIN_RECHARGE_MINOR = 10_000;
/** Largest single top-up the API accepts (USD 1,000,000.00). */
export const MAX_RECHARGE_MINOR = 100_000_000;
/** Default cap on offline top-up submissions per rolling 24 h (docs/requirements.md R10.8; configurable on the server; 2000030). */
export const DEFAULT_RECHARGE_SUBMISSIONS_PER_24H = 5;
/** Largest single withdrawal or transfer the API accepts (USD 1,000,000.00). */
export const MAX_WALLET_OPERATION_MINOR = 100_000_000;
export const TRANSACTION_ID_MIN_LENGTH = 6;
export const TRANSACTION_ID_MAX_LENGTH = 128;

/** The wallet (crypto) currencies the product ships with (docs/requirements.md R2); the live list comes from `getWallets`. */
export const walletCodes = ['USDT', 'ETH', 'BTC'] as const;

/**
 * A wallet currency code. Any well-formed code passes validation; one the server does not accept answers
 * `INVALID_CURRENCY` (2000029).
 */
export const WalletCode = Type.String({
  pattern: '^[A-Z][A-Z0-9]{1,9}$',
  maxLength: 10,
  description: 'Wallet currency code from `getWallets` (USDT, ETH, BTC)',
});

/** A top-up amount: at least the spec's minimum recharge. */
export const RechargeAmount = Type.Integer({
  minimum: MIN_RECHARGE_MINOR,
  maximum: MAX_RECHARGE_MINOR,
  description: 'Top-up amount in integer minor units of USD (at least 10000, USD 100.00)',
});

/** Money moved by a withdrawal or transfer: positive integer minor units of USD. */
export const OperationAmount = Type.Integer({
  minimum: 1,
  maximum: MAX_WALLET_OPERATION_MINOR,
  description: 'Amount in integer minor units of USD',
});

/**
 * A payment or top-up transaction id as the user copied it: printable ASCII without leading or trailing
 * spaces (the client trims). The server compares ids after normalising (case, inner spaces).
 */
export const TransactionId = Type.String({
  minLength: TRANSACTION_ID_MIN_LENGTH,
  maxLength: TRANSACTION_ID_MAX_LENGTH,
  pattern: '^[!-~](?:[ -~]*[!-~])?$',
  description: 'Transaction id (trimmed)',
});

/**
 * Bank-card fields, shared by bank-card top-up and card payment of an order. They travel once to the
 * payment provider and are never stored (only the last four digits are kept). The built-in provider is a
 * sandbox that accepts its published test card numbers after a Luhn check.
 */
export const cardFields = {
  card_number: Type.String({
    pattern: '^[0-9]{12,19}$',
    minLength: 12,
    maxLength: 19,
    description: 'Digits only',
  }),
  expiry_month: Type.Integer({ minimum: 1, maximum: 12 }),
  expiry_year: Type.Integer({ minimum: 2000, maximum: 2099, description: 'Four-digit year' }),
  cvc: Type.String({ pattern: '^[0-9]{3,4}$', minLength: 3, maxLength: 4 }),
  holder_name: Type.String({
    minLength: 1,
    maxLength: 100,
    pattern: "^[A-Za-z][A-Za-z .'-]*$",
    description: 'Name as printed on the card (Latin letters)',
  }),
};

export const walletRequestStates = ['pending', 'in_review', 'completed', 'failed'] as const;
/** docs/requirements.md R3.7 wallet requests: pending, submitted for review, completed, failed. */
export const WalletRequestState = Type.Union(
  walletRequestStates.map((state) => Type.Literal(state)),
  { title: 'WalletRequestState' },
);

export const rechargeChannels = ['offline', 'card'] as const;
export const RechargeChannel = Type.Union(
  rechargeChannels.map((channel) => Type.Literal(channel)),
  {
    title: 'RechargeChannel',
    description: '`offline`: crypto transfer with proof, reviewed by staff; `card`: bank card',
  },
);

/** A top-up request (docs/requirements.md R2). */
export const WalletRequest = Type.Object(
  {
    id: Id,
    channel: RechargeChannel,
    /** Declared amount. */
    amount_minor: NonNegativeMinorUnits,
    /** Amount credited after review; null until credited. */
    actual_amount_minor: Type.Union([NonNegativeMinorUnits, Type.Null()]),
    /** Wallet currency of an offline top-up; null for a bank-card top-up. */
    wallet_code: Type.Union([WalletCode, Type.Null()]),
    /** Display name of the wallet currency, or of the card provider for a bank-card top-up. */
    wallet_name: Type.String({ maxLength: 100 }),
    /** The recharge proof image (private: readable by its owner and staff); null for a bank-card top-up. */
    proof_url: Type.Union([FileUrl, Type.Null()]),
    /** The user's transaction id, or the payment provider's reference for a bank-card top-up. */
    transaction_id: Type.String({ maxLength: TRANSACTION_ID_MAX_LENGTH }),
    /** Last four card digits of a bank-card top-up. */
    card_last4: Type.Union([Type.String({ pattern: '^[0-9]{4}$' }), Type.Null()]),
    /** True when a bank-card top-up went through the sandbox provider (no real money moved). */
    sandbox: Type.Boolean(),
    state: WalletRequestState,
    /** The reviewer's or provider's message (empty when none). */
    message: Type.String({ maxLength: 500 }),
    created_at: Timestamp,
    reviewed_at: Type.Union([Timestamp, Type.Null()]),
  },
  { title: 'WalletRequest' },
);

export const ledgerEntryTypes = ['income', 'expense'] as const;
export const LedgerEntryType = Type.Union(
  ledgerEntryTypes.map((type) => Type.Literal(type)),
  { title: 'LedgerEntryType' },
);

export const ledgerEntryKinds = [
  'top_up',
  'payment',
  'refund',
  'withdrawal',
  'recall',
  'transfer_to_merchant',
] as const;
export const LedgerEntryKind = Type.Union(
  ledgerEntryKinds.map((kind) => Type.Literal(kind)),
  { title: 'LedgerEntryKind' },
);

/** One movement of the wallet balance (docs/requirements.md R10.4). `amount_minor` is positive; `type` gives the direction. */
export const LedgerEntry = Type.Object(
  {
    id: Id,
    type: LedgerEntryType,
    kind: LedgerEntryKind,
    amount_minor: NonNegativeMinorUnits,
    balance_after_minor: NonNegativeMinorUnits,
    /** What the movement was for (order number, top-up or withdrawal reference). */
    remark: Type.String({ maxLength: 500 }),
    created_at: Timestamp,
  },
  { title: 'LedgerEntry' },
);

export const TransferResult = Type.Object(
  {
    entry: LedgerEntry,
    /** The shopper wallet balance after the transfer. */
    balance_minor: NonNegativeMinorUnits,
  },
  { title: 'TransferResult' },
);

export const withdrawalStates = ['pending', 'in_review', 'completed', 'failed', 'recalled'] as const;
/** A withdrawal may be recalled (cancelled by its owner) only while `pending`. */
export const WithdrawalState = Type.Union(
  withdrawalStates.map((state) => Type.Literal(state)),
  { title: 'WithdrawalState' },
);

/** A crypto address: letters and digits only (the server checks the network's own format). */
export const WalletAddress = Type.String({ pattern: '^[A-Za-z0-9]{20,128}$', minLength: 20, maxLength: 128 });

export const Withdrawal = Type.Object(
  {
    id: Id,
    wallet_code: WalletCode,
    wallet_name: Type.String({ maxLength: 100 }),
    address: WalletAddress,
    /** Amount frozen from the balance while the request is open. */
    amount_minor: NonNegativeMinorUnits,
    state: WithdrawalState,
    message: Type.String({ maxLength: 500 }),
    created_at: Timestamp,
    reviewed_at: Type.Union([Timestamp, Type.Null()]),
  },
  { title: 'Withdrawal' },
);

/** A wallet currency an offline top-up may be sent in, with the platform's address to send it to. */
export const RechargeCurrency = Type.Object(
  {
    code: WalletCode,
    name: Type.String({ maxLength: 100 }),
    /** The network the money must travel on (TRC20, ERC20, Bitcoin). */
    network: Type.String({ maxLength: 50 }),
    /** The platform's receiving address on that network. */
    address: Type.String({ maxLength: 128 }),
  },
  { title: 'RechargeCurrency' },
);

/** What the top-up form needs before the shopper submits. */
export const RechargeOptions = Type.Object(
  {
    currencies: Type.Array(RechargeCurrency),
    min_amount_minor: Type.Integer({ minimum: 1 }),
    max_amount_minor: Type.Integer({ minimum: 1 }),
    /** Offline top-ups allowed per rolling 24 hours (refused ones count too). */
    submissions_per_day: Type.Integer({ minimum: 0 }),
    /** How many more the caller may submit now; 0 answers 2000030 on submission. */
    submissions_left: Type.Integer({ minimum: 0 }),
  },
  { title: 'RechargeOptions' },
);
