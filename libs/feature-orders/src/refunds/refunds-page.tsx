import { useDocumentTitle } from '@mall/i18n';
import { useCancelRefundMutation, useGetRefundsQuery } from '@mall/sdk';
import { useDisplayCurrency } from '@mall/session';
import { routes } from '@mall/shop-routes';
import { queryState } from '@mall/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LIST_PAGE_SIZE } from '../shared/constants';
import { listMoney } from '../shared/money';
import { oneOf, pageParam } from '../shared/query-params';
import { refundTabs, RefundsView } from './refunds-view';

/** /pages/mine/refund_sent?state=&page= (behind sign-in in the app). */
export function RefundsPage() {
  const { t, i18n } = useTranslation(['orders', 'common']);
  useDocumentTitle(t('refunds.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = oneOf(params, 'state', refundTabs);
  const page = pageParam(params);
  const refunds = useGetRefundsQuery({ page, page_size: LIST_PAGE_SIZE, ...(tab ? { state: tab } : {}) });
  const [cancelRefund] = useCancelRefundMutation();
  const [notice, setNotice] = useState<string>();
  const { currency } = useDisplayCurrency();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const money = useMemo(() => listMoney(currency, language), [currency, language]);
  return (
    <RefundsView
      t={t}
      tab={tab}
      refunds={queryState(refunds, { keepPrevious: false })}
      page={page}
      money={money}
      notice={notice}
      onTabChange={(next) => void navigate(routes.refundSent({ state: next }))}
      onPageChange={(next) => void navigate(routes.refundSent({ state: tab, page: next }))}
      onWithdraw={async (refund) => {
        setNotice(undefined);
        // A failure was already shown by the SDK (a toast in the code's words, e.g. 2000013).
        const done = await cancelRefund({ id: refund.id })
          .unwrap()
          .then(
            () => true,
            () => false,
          );
        if (done) setNotice(t('refunds.withdraw.done'));
        return done;
      }}
    />
  );
}
