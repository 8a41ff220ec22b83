import { FormikTextField } from '../formik-fields/formik-fields';
import { SANDBOX_APPROVED_CARD, SANDBOX_DECLINED_CARD } from './card-rules';
import styles from './card-fields.module.css';

/** A test card's number stays on one line (no-break spaces) wherever the note wraps. */
const withUnbrokenNumbers = (text: string) =>
  [SANDBOX_APPROVED_CARD, SANDBOX_DECLINED_CARD].reduce(
    (result, number) => result.replace(number, number.replaceAll(' ', '\u00a0')),
    text,
  );

/** The card fields' labels, already translated. */
export interface CardFieldLabels {
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
  holder: string;
}

/** What the sandbox note says, already translated (the test cards' numbers filled in). */
export interface SandboxCardTexts {
  title: string;
  approves: string;
  declines: string;
}

/**
 * A bank card's fields inside a Formik form whose values include `CardFormValues` (validated by `cardRules`),
 * with the sandbox provider's test cards above them when payments are simulated.
 */
export function CardFields({ labels, sandbox }: { labels: CardFieldLabels; sandbox?: SandboxCardTexts }) {
  return (
    <>
      {sandbox && (
        <div className={styles.sandbox}>
          <p>
            <strong>{sandbox.title}</strong>
          </p>
          <p>{withUnbrokenNumbers(sandbox.approves)}</p>
          <p>{withUnbrokenNumbers(sandbox.declines)}</p>
        </div>
      )}
      <FormikTextField
        name="card_number"
        label={labels.cardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        required
      />
      <div className={styles.row}>
        <FormikTextField
          name="expiry_month"
          label={labels.expiryMonth}
          inputMode="numeric"
          autoComplete="cc-exp-month"
          maxLength={2}
          required
        />
        <FormikTextField
          name="expiry_year"
          label={labels.expiryYear}
          inputMode="numeric"
          autoComplete="cc-exp-year"
          maxLength={4}
          required
        />
        <FormikTextField
          name="cvc"
          label={labels.cvc}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
        />
      </div>
      <FormikTextField name="holder_name" label={labels.holder} autoComplete="cc-name" required />
    </>
  );
}
