import { parseMoneyInput, USD_DECIMALS } from '@mall/money';
import * as yup from 'yup';
import type { StaffTranslator } from '../shared/translator';

/** The longest message a decision sends (the API's limit). */
export const DECISION_MESSAGE_MAX = 500;
/** The largest amount a reviewer may credit (the API's limit, in cents). */
export const DECISION_AMOUNT_MAX_MINOR = 1_000_000_000_000;

export type DecisionIntent = 'approve' | 'refuse';

export interface DecisionValues {
  intent: DecisionIntent;
  /** The amount to credit as typed (`100.50`); only for queues that credit money. */
  amount: string;
  message: string;
  /** The payout's transaction id; only for withdrawals. */
  payoutId: string;
}

/** The longest payout transaction id (the API's limit). */
export const PAYOUT_ID_MAX = 128;

/**
 * A decision: refusing needs the reason the applicant will read; approving a top-up needs the actual amount
 * (more than zero, in dollars and cents), which may differ from the declared one; paying out a withdrawal needs
 * the payout's transaction id.
 */
export const decisionSchema = (t: StaffTranslator, withAmount: boolean, withPayoutId = false) =>
  yup.object({
    intent: yup.mixed<DecisionIntent>().oneOf(['approve', 'refuse']).required(),
    amount: yup
      .string()
      .default('')
      .when('intent', {
        is: (intent: DecisionIntent) => withAmount && intent === 'approve',
        then: (rule) =>
          rule.required(t('decision.amountRequired')).test('money', t('decision.amountInvalid'), (value) => {
            if (!value) return true;
            const minor = parseMoneyInput(value ?? '', USD_DECIMALS);
            return minor !== null && minor > 0 && minor <= DECISION_AMOUNT_MAX_MINOR;
          }),
      }),
    payoutId: yup
      .string()
      .default('')
      .max(PAYOUT_ID_MAX, t('validation.tooLong', { max: PAYOUT_ID_MAX }))
      .when('intent', {
        is: (intent: DecisionIntent) => withPayoutId && intent === 'approve',
        then: (rule) => rule.trim().required(t('decision.payoutIdRequired')),
      }),
    message: yup
      .string()
      .default('')
      .max(DECISION_MESSAGE_MAX, t('validation.tooLong', { max: DECISION_MESSAGE_MAX }))
      .when('intent', {
        is: 'refuse',
        then: (rule) => rule.trim().required(t('decision.reasonRequired')),
      }),
  });
