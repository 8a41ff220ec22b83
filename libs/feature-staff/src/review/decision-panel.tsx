import { FormikTextAreaField, FormikTextField } from '@mall/forms';
import { parseMoneyInput, USD_DECIMALS } from '@mall/money';
import { Button, ConfirmDialog } from '@mall/ui';
import { Formik, type FormikProps } from 'formik';
import { useMemo, useRef, useState } from 'react';
import styles from '../shared/staff.module.css';
import type { StaffTranslator } from '../shared/translator';
import { formatUsd } from '../shared/usd';
import { useShortcuts } from '../shared/use-shortcuts';
import {
  type DecisionIntent,
  decisionSchema,
  DECISION_MESSAGE_MAX,
  type DecisionValues,
} from './decision-schema';

/** What the reviewer decided. */
export interface Decision {
  approve: boolean;
  /** The amount to credit, for queues that credit money (top-ups). */
  amountMinor?: number;
  /** The transfer that paid a withdrawal out. */
  payoutTransactionId?: string;
  message: string;
}

export interface DecisionPanelProps {
  t: StaffTranslator;
  locale: string;
  /** The button texts, e.g. "Credit" / "Refuse". */
  approveLabel: string;
  refuseLabel: string;
  /** The confirmation's question for each way, e.g. "Credit $120.00 to Ada Lovelace?". */
  confirmApprove: (amountMinor: number | undefined) => string;
  confirmRefuse: string;
  /** Top-ups: the amount to credit, prefilled with the declared one (or the first approval's). */
  declaredMinor?: number;
  /** Withdrawals: approving needs the payout's transaction id. */
  needsPayoutId?: boolean;
  /** Set when this approval confirms another reviewer's first one (four eyes): its amount cannot change. */
  confirmsFirstApproval?: boolean;
  /** Whether a decision is under way. */
  deciding: boolean;
  /** Resolves whether the decision was taken. */
  onDecide: (decision: Decision) => Promise<boolean>;
}

const dollars = (minor: number) => (minor / 100).toFixed(USD_DECIMALS);

/**
 * Approve or refuse, with the message the applicant reads (a reason, when refusing) and, for top-ups, the
 * amount actually received. Each way is confirmed first; `a` and `r` choose it from the keyboard.
 */
export function DecisionPanel({
  t,
  locale,
  approveLabel,
  refuseLabel,
  confirmApprove,
  confirmRefuse,
  declaredMinor,
  needsPayoutId = false,
  confirmsFirstApproval = false,
  deciding,
  onDecide,
}: DecisionPanelProps) {
  const withAmount = declaredMinor !== undefined;
  const schema = useMemo(() => decisionSchema(t, withAmount, needsPayoutId), [t, withAmount, needsPayoutId]);
  const formRef = useRef<FormikProps<DecisionValues>>(null);
  const [confirming, setConfirming] = useState<DecisionValues | null>(null);
  const initialValues: DecisionValues = {
    intent: 'approve',
    amount: withAmount ? dollars(declaredMinor) : '',
    message: '',
    payoutId: '',
  };

  const ask = async (intent: DecisionIntent) => {
    const form = formRef.current;
    if (!form || deciding) return;
    await form.setFieldValue('intent', intent, false);
    await form.submitForm();
  };
  useShortcuts({ a: () => void ask('approve'), r: () => void ask('refuse') });

  const amountOf = (values: DecisionValues) =>
    withAmount ? (parseMoneyInput(values.amount, USD_DECIMALS) ?? undefined) : undefined;

  const confirm = async () => {
    if (!confirming) return;
    const approve = confirming.intent === 'approve';
    const taken = await onDecide({
      approve,
      message: confirming.message.trim(),
      ...(approve && withAmount ? { amountMinor: amountOf(confirming) } : {}),
      ...(approve && needsPayoutId ? { payoutTransactionId: confirming.payoutId.trim() } : {}),
    });
    if (taken) setConfirming(null);
  };

  return (
    <section className={styles.decision} aria-labelledby="decision-title">
      <h2 id="decision-title" className={styles.sectionTitle}>
        {t('decision.title')}
      </h2>
      <Formik
        innerRef={formRef}
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={(values) => setConfirming(values)}
      >
        {(formik) => (
          <form
            noValidate
            className={styles.decisionForm}
            onSubmit={(event) => {
              event.preventDefault();
              void ask('approve');
            }}
          >
            {withAmount && (
              <FormikTextField
                name="amount"
                label={t('decision.amount')}
                hint={t('decision.amountHint', { declared: formatUsd(declaredMinor, locale) })}
                inputMode="decimal"
                autoComplete="off"
                readOnly={confirmsFirstApproval}
              />
            )}
            {needsPayoutId && (
              <FormikTextField
                name="payoutId"
                label={t('decision.payoutId')}
                hint={t('decision.payoutIdHint')}
                autoComplete="off"
                spellCheck={false}
              />
            )}
            <FormikTextAreaField
              name="message"
              label={t('decision.message')}
              hint={t('decision.messageHint', { max: DECISION_MESSAGE_MAX })}
              rows={3}
              maxLength={DECISION_MESSAGE_MAX}
            />
            <div className={styles.actions}>
              <Button
                type="submit"
                aria-keyshortcuts="a"
                loading={deciding && formik.values.intent === 'approve'}
              >
                {approveLabel}
              </Button>
              <Button
                variant="danger"
                aria-keyshortcuts="r"
                loading={deciding && formik.values.intent === 'refuse'}
                onClick={() => void ask('refuse')}
              >
                {refuseLabel}
              </Button>
            </div>
          </form>
        )}
      </Formik>
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming?.intent === 'refuse'
            ? confirmRefuse
            : confirmApprove(confirming ? amountOf(confirming) : undefined)
        }
        message={confirming?.message.trim() ? `“${confirming.message.trim()}”` : t('decision.noMessage')}
        confirmLabel={confirming?.intent === 'refuse' ? refuseLabel : approveLabel}
        cancelLabel={t('decision.back')}
        tone={confirming?.intent === 'refuse' ? 'danger' : 'default'}
        confirming={deciding}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
