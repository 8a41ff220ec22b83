import { useDocumentTitle } from '@mall/i18n';
import { useGetProductCommentsQuery, useGetProductDetailQuery } from '@mall/sdk';
import { queryState } from '@mall/ui';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { COMMENTS_PAGE_SIZE } from '../shared/constants';
import { positiveInt } from '../shared/query-params';
import { useFormats } from '../shared/use-formats';
import { isExpired, ProductDetailView, type PurchaseSlotProps } from './product-detail-view';

export interface ProductDetailPageProps {
  /** The buying actions under the quantity box (the app gives the cart feature's). */
  purchase?: ComponentType<PurchaseSlotProps>;
}

/** Route: /pages/prouduct/detail?id= (spelt so, docs/requirements.md R1). */
export function ProductDetailPage({ purchase }: ProductDetailPageProps) {
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id'));
  // A fresh container per product: quantity, picture and review page start over.
  return <ProductDetail key={id ?? 'none'} id={id} purchase={purchase} />;
}

function ProductDetail({ id, purchase }: ProductDetailPageProps & { id: number | undefined }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const { t: errorText } = useTranslation('errors');
  const formats = useFormats();
  const [quantity, setQuantity] = useState(1);
  const [imageIndex, setImageIndex] = useState(0);
  /** The page of all comments being read, or null while only the latest show. */
  const [commentsPage, setCommentsPage] = useState<number | null>(null);
  const product = useGetProductDetailQuery(id === undefined ? skipToken : { id });
  const comments = useGetProductCommentsQuery(
    id === undefined || commentsPage === null
      ? skipToken
      : { id, page: commentsPage, page_size: COMMENTS_PAGE_SIZE },
  );
  const expiredMessage = errorText('client.productExpired');
  useDocumentTitle(
    product.currentData?.name.text ??
      (id === undefined
        ? t('product.notFound')
        : isExpired(product.error)
          ? expiredMessage
          : t('product.title')),
  );
  return (
    <ProductDetailView
      t={t}
      formats={formats}
      product={id === undefined ? undefined : queryState(product, { keepPrevious: false })}
      expiredMessage={expiredMessage}
      quantity={quantity}
      onQuantityChange={setQuantity}
      imageIndex={imageIndex}
      onImageChange={setImageIndex}
      comments={commentsPage === null ? undefined : queryState(comments)}
      onShowComments={() => setCommentsPage(1)}
      onHideComments={() => setCommentsPage(null)}
      onCommentsPageChange={setCommentsPage}
      purchase={purchase}
    />
  );
}
