import { FormikTextField } from '@mall/forms';

/** The `amount` field of a wallet form: a USD amount typed in decimals, with what the operation allows as hint. */
export function UsdAmountField({ label, hint }: { label: string; hint?: string }) {
  return <FormikTextField name="amount" label={label} hint={hint} inputMode="decimal" required />;
}
