import * as yup from 'yup';
import { type AmountLimits, usdAmountRule } from './usd-amount';
import type { WalletTranslator } from './translator';

/** The longest transaction id the API takes. */
export const MAX_TRANSACTION_ID_LENGTH = 128;

/**
 * The pictures the server takes as a proof, by their content type: JPEG, PNG, GIF and WebP (the upload policy,
 * apps/api/src/modules/upload/upload-policy.ts, which checks the bytes themselves and re-encodes them).
 */
export const PROOF_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** The file input's `accept`: the picker offers only those. */
export const PROOF_ACCEPT = PROOF_TYPES.join(',');
/** The largest upload the server takes (its MAX_UPLOAD_BYTES), 8 MB. */
export const MAX_PROOF_BYTES = 8 * 1024 * 1024;
export const MAX_PROOF_MEGABYTES = MAX_PROOF_BYTES / (1024 * 1024);

/** Why the server would refuse this file as a proof (not one of its picture types, too large), or null. */
export function proofProblem(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | null {
  if (!(PROOF_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_PROOF_BYTES) return 'size';
  return null;
}

/** What to tell the shopper about a refused proof, naming the file. */
export function proofRefusal(t: WalletTranslator, file: File): string | null {
  const problem = proofProblem(file);
  if (problem === 'type') return t('topUp.proofType', { name: file.name });
  if (problem === 'size') return t('topUp.proofSize', { name: file.name, max: MAX_PROOF_MEGABYTES });
  return null;
}

/** What the offline top-up form holds while typed. */
export interface OfflineTopUpValues {
  walletCode: string;
  amount: string;
  transactionId: string;
  proof: File[];
}

/**
 * The offline top-up's rules: an amount within the top-up limits (`minimum` is the least, formatted), the
 * transaction id of the transfer, and one picture of it as proof, of a type and size the server takes.
 */
export function offlineTopUpSchema(t: WalletTranslator, limits: AmountLimits, minimum: string) {
  const required = t('required');
  return yup.object({
    walletCode: yup.string().required(required),
    amount: usdAmountRule(t('topUp.invalidAmount', { min: minimum }), limits),
    transactionId: yup.string().trim().required(required).max(MAX_TRANSACTION_ID_LENGTH, required),
    proof: yup
      .array()
      .of(yup.mixed<File>().required())
      .min(1, required)
      .required(required)
      .test('picture', (files, context) => {
        const refused = (files ?? []).find((file) => proofProblem(file) !== null);
        return refused ? context.createError({ message: proofRefusal(t, refused)! }) : true;
      }),
  });
}
