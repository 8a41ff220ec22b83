import { useAttemptKey } from '@mall/forms';
import { ErrorCode, isApiError, type RechargeOptions, useBankCardRechargeMutation } from '@mall/sdk';
import { useToast } from '@mall/ui';
import { useMemo, useState } from 'react';
import { cardTopUpSchema } from './card-top-up-schema';
import { type CardTopUpRequest, CardTopUpView } from './card-top-up-view';
import { usd } from './money';
import type { WalletTranslator } from './translator';

/** Tops the wallet up by bank card: the balance is credited (and refetched) as soon as the card is charged. */
export function CardTopUp({
  t,
  options,
  locale,
}: {
  t: WalletTranslator;
  options: RechargeOptions;
  locale: string;
}) {
  const toast = useToast();
  const [recharge] = useBankCardRechargeMutation();
  const attempt = useAttemptKey();
  const [declined, setDeclined] = useState(false);
  const { min_amount_minor: minMinor, max_amount_minor: maxMinor } = options;
  const schema = useMemo(
    () => cardTopUpSchema(t, { minMinor, maxMinor }, locale),
    [t, minMinor, maxMinor, locale],
  );

  const onTopUp = async (request: CardTopUpRequest) => {
    setDeclined(false);
    const result = await recharge({ ...request, idempotency_key: attempt.key });
    if ('error' in result) {
      // A refusal is final, so trying again is a new attempt; after a lost answer the key stays and a retry
      // charges at most once. The SDK has toasted any other refusal.
      if (isApiError(result.error)) attempt.renew();
      setDeclined(isApiError(result.error, ErrorCode.ORDER_PAYMENT_FAILED));
      return false;
    }
    attempt.renew();
    toast.show(t('card.done', { amount: usd(request.amount_minor, locale) }), { tone: 'success' });
    return true;
  };

  return (
    <CardTopUpView
      t={t}
      schema={schema}
      minimum={usd(minMinor, locale)}
      declined={declined}
      onTopUp={onTopUp}
    />
  );
}
