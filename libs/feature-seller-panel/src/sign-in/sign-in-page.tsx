import { useDocumentTitle } from '@mall/i18n';
import {
  ErrorCode,
  isApiError,
  baseApi,
  useExchangeSellerTicketMutation,
  useLoginWithPasswordMutation,
} from '@mall/sdk';
import { sessionStarted, signedIn, useAppDispatch } from '@mall/session';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { panelPaths } from '../shared/panel-paths';
import { PANEL_NAMESPACES } from '../shared/translator';
import type { SignInValues } from './sign-in-schema';
import { SignInView } from './sign-in-view';

export interface SignInPageProps {
  /** The shop's hand-over ticket, already taken out of the address; exchanged once. */
  ticket?: string | null;
}

/** The seller app's way in: the shop's one-time ticket, or the account's email and password. */
export function SignInPage({ ticket = null }: SignInPageProps) {
  const { t } = useTranslation(PANEL_NAMESPACES);
  useDocumentTitle(t('signIn.title'));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login] = useLoginWithPasswordMutation();
  const [exchange] = useExchangeSellerTicketMutation();
  const [handingOver, setHandingOver] = useState(ticket !== null);
  const [ticketRefused, setTicketRefused] = useState(false);
  const exchanged = useRef(false);

  const enter = () => {
    dispatch(baseApi.util.resetApiState());
    navigate(panelPaths.sales, { replace: true });
  };

  useEffect(() => {
    if (ticket === null || exchanged.current) return;
    exchanged.current = true;
    void exchange({ ticket }).then((result) => {
      if (result.data) {
        dispatch(sessionStarted(result.data['access-token']));
        enter();
        return;
      }
      setHandingOver(false);
      setTicketRefused(true);
    });
    // Exchanged once, on the first render with the ticket.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ticket]);

  const onSubmit = async (values: SignInValues) => {
    const result = await login({ email: values.email.trim(), password: values.password });
    if (!result.data) {
      const wrong = isApiError(result.error, ErrorCode.EMAIL_OR_PASSWORD_WRONG);
      return wrong ? { password: t('signIn.wrong') } : undefined;
    }
    dispatch(signedIn(result.data));
    enter();
    return undefined;
  };

  return <SignInView t={t} handingOver={handingOver} ticketRefused={ticketRefused} onSubmit={onSubmit} />;
}
