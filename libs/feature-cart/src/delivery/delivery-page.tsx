import { useAttemptKey } from '@mall/forms';
import { useDocumentTitle } from '@mall/i18n';
import {
  type CheckoutSummary,
  useGetCheckoutSummaryQuery,
  useGetDeliveryOptionsQuery,
  usePlaceOrderMutation,
} from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { loadedQuery, queryState } from '@mall/ui';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatIdList, parseIdList } from '../shared/id-list';
import { useCartFormats } from '../shared/use-cart-formats';
import { DeliveryView } from './delivery-view';

/** Route: /pages/cart/delivery?lines=&address= — the delivery option, the review and Place order. */
export function DeliveryPage() {
  const { t } = useTranslation(['cart', 'common']);
  useDocumentTitle(t('delivery.title'));
  const formats = useCartFormats();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const lineIds = parseIdList(params.get('lines'));
  const addressId = Number(params.get('address')) || undefined;
  const options = useGetDeliveryOptionsQuery();
  const [picked, setPicked] = useState<string | undefined>();
  const code = picked ?? options.data?.list[0]?.code;
  /**
   * The review being placed. Placing takes its lines out of the cart, so a summary asked again (the cart
   * changed) would answer "no data" in an error toast: the page stops asking and shows what was confirmed.
   */
  const [placing, setPlacing] = useState<CheckoutSummary>();
  const summary = useGetCheckoutSummaryQuery(
    placing || lineIds.length === 0 || code === undefined
      ? skipToken
      : { line_ids: lineIds, address_id: addressId, delivery_code: code },
  );
  const [remark, setRemark] = useState('');
  const [placeOrder, placement] = usePlaceOrderMutation();
  // One attempt while this form is on screen: a retry after a lost answer places the orders once.
  const attempt = useAttemptKey();

  const place = async (review: CheckoutSummary) => {
    setPlacing(review);
    const result = await placeOrder({
      address_id: review.address.id,
      delivery_code: review.delivery.code,
      line_ids: review.groups.flatMap((group) => group.lines.map((line) => line.line_id)),
      remark: remark.trim() || undefined,
      currency: formats.currency.code,
      idempotency_key: attempt.key,
    });
    if ('data' in result && result.data) {
      return navigate(
        routes.pay({ orders: formatIdList(result.data.orders.map((order) => order.order_id)) }),
      );
    }
    setPlacing(undefined);
    // The server refused (stock, price, address): the next press is a new attempt.
    if (result.error && 'kind' in result.error && result.error.kind === 'business') attempt.renew();
  };

  return (
    <DeliveryView
      t={t}
      formats={formats}
      lines={formatIdList(lineIds)}
      options={queryState(options, { select: (data) => data.list })}
      code={code}
      onChooseCode={setPicked}
      summary={placing ? loadedQuery(placing) : queryState(summary)}
      remark={remark}
      onRemarkChange={setRemark}
      placing={placement.isLoading}
      onPlaceOrder={(review) => void place(review)}
    />
  );
}
