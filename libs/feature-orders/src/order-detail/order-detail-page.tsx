import { useDocumentTitle } from '@mall/i18n';
import {
  type OrderItem,
  useCancelOrderMutation,
  useCommentOrderItemMutation,
  useCompleteOrderMutation,
  useGetOrderDetailQuery,
  useRequestRefundMutation,
  useUploadFileMutation,
} from '@mall/sdk';
import { recordIdParam, routes } from '@mall/shop-routes';
import { queryState } from '@mall/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { CommentValues } from './comment-schema';
import { OrderShopFollow } from '../shop-follow/order-shop-follow';
import { OrderDetailView } from './order-detail-view';
import type { ReturnValues } from './return-schema';

/** Whether a request succeeded; its errors were already shown by the SDK (a toast in the code's words). */
const succeeded = (request: { unwrap: () => Promise<unknown> }) =>
  request.unwrap().then(
    () => true,
    () => false,
  );

/** /pages/history/detail?id= (behind sign-in in the app). */
export function OrderDetailPage() {
  const { t, i18n } = useTranslation(['orders', 'common']);
  useDocumentTitle(t('detail.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = recordIdParam(params);
  const order = useGetOrderDetailQuery(id === undefined ? skipToken : { id });
  const [cancelOrder] = useCancelOrderMutation();
  const [completeOrder] = useCompleteOrderMutation();
  const [commentItem] = useCommentOrderItemMutation();
  const [requestRefund] = useRequestRefundMutation();
  const [uploadFile] = useUploadFileMutation();
  const [notice, setNotice] = useState<string>();
  // The return window is judged against the time the page opened.
  const [openedAt] = useState(() => Date.now());

  /** Runs a request and, when it succeeds, says so. */
  const act = async (request: { unwrap: () => Promise<unknown> }, done: string) => {
    setNotice(undefined);
    const ok = await succeeded(request);
    if (ok) setNotice(done);
    return ok;
  };

  const onReturn = async (item: OrderItem, values: ReturnValues) => {
    const uploads = await Promise.all(
      values.pictures.map((file) =>
        uploadFile({ file, purpose: 'comment' })
          .unwrap()
          .catch(() => undefined),
      ),
    );
    if (uploads.some((upload) => upload === undefined)) return false;
    return act(
      requestRefund({
        order_id: id!,
        item_id: item.item_id,
        quantity: values.quantity,
        reason: values.reason,
        ...(uploads.length > 0 ? { image_file_ids: uploads.map((upload) => upload!.id) } : {}),
      }),
      t('return.done'),
    );
  };

  return (
    <OrderDetailView
      t={t}
      order={id === undefined ? undefined : queryState(order, { keepPrevious: false })}
      language={i18n.resolvedLanguage ?? i18n.language}
      now={openedAt}
      notice={notice}
      renderFollow={(shop) => <OrderShopFollow shopId={shop.id} shopName={shop.name} />}
      onPay={() => void navigate(routes.pay({ orders: String(id) }))}
      onCancel={(remark) =>
        act(cancelOrder({ order_id: id!, ...(remark ? { remark } : {}) }), t('actions.cancel.done'))
      }
      onConfirmReceipt={() => act(completeOrder({ order_id: id! }), t('actions.receipt.done'))}
      onComment={(item: OrderItem, values: CommentValues) =>
        act(
          commentItem({
            order_id: id!,
            item_id: item.item_id,
            rating: values.rating,
            content: values.content,
          }),
          t('comment.done'),
        )
      }
      onReturn={onReturn}
      onPaymentTimeOver={() => void order.refetch()}
    />
  );
}
