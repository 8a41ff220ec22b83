import { type BankCardRechargeArgs } from '@mall/sdk';
import { CardFields, cardFieldTexts, FormAssist } from '@mall/forms';
import { Button } from '@mall/ui';
import { Formik } from 'formik';
import { useRef } from 'react';
import { type CardTopUpFormValues, type CardTopUpSchema, emptyCardTopUp } from './card-top-up-schema';
import { usdAmountMinor } from './usd-amount';
import { UsdAmountField } from './usd-amount-field';
import type { WalletTranslator } from './translator';
import styles from './wallet.module.css';

/** One card top-up as the API takes it, less the attempt's idempotency key. */
export type CardTopUpRequest = Omit<BankCardRechargeArgs, 'idempotency_key'>;

export interface CardTopUpViewProps {
  t: WalletTranslator;
  schema: CardTopUpSchema;
  /** The least top-up, formatted. */
  minimum: string;
  /** The last attempt's card was declined. */
  declined: boolean;
  /** Charges the card; resolves true once the balance is credited (the form then empties). */
  onTopUp: (request: CardTopUpRequest) => Promise<boolean>;
}

/** The card top-up form: an amount and a bank card (the sandbox's test cards shown), charged at once. */
export function CardTopUpView({ t, schema, minimum, declined, onTopUp }: CardTopUpViewProps) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Formik<CardTopUpFormValues>
      initialValues={emptyCardTopUp}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        const { amount, ...card } = schema.cast(values);
        if (await onTopUp({ amount_minor: usdAmountMinor(amount)!, ...card })) helpers.resetForm();
      }}
    >
      {(formik) => (
        <form ref={formRef} className={styles.form} noValidate onSubmit={formik.handleSubmit}>
          <FormAssist formRef={formRef} schema={schema} />
          <UsdAmountField label={t('card.amount')} hint={t('card.amountHint', { min: minimum })} />
          <CardFields {...cardFieldTexts(t)} />
          {declined && (
            <p role="alert" className={styles.problem}>
              {t('card.declined')}
            </p>
          )}
          {/* In flight the button ignores presses, so one attempt charges once. */}
          <Button type="submit" loading={formik.isSubmitting}>
            {t('card.submit')}
          </Button>
        </form>
      )}
    </Formik>
  );
}
