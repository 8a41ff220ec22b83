import { PasswordSignInForm, type PasswordSignInFormProps } from '@mall/forms';
import { useMemo } from 'react';
import type { PanelTranslator } from '../shared/translator';
import { signInSchema } from './sign-in-schema';

export interface SignInFormProps {
  t: PanelTranslator;
  /** Resolves the errors to show beside the fields when the sign-in failed. */
  onSubmit: PasswordSignInFormProps['onSubmit'];
}

/** The account's email and password. */
export function SignInForm({ t, onSubmit }: SignInFormProps) {
  const schema = useMemo(() => signInSchema(t), [t]);
  return (
    <PasswordSignInForm
      schema={schema}
      labels={{ email: t('signIn.email'), password: t('signIn.password'), submit: t('signIn.submit') }}
      onSubmit={onSubmit}
    />
  );
}
