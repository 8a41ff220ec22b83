import { useDocumentTitle } from '@mall/i18n';
import {
  useGetAddressListQuery,
  useGetDeliveryOptionsQuery,
  useGetProductCommentsQuery,
  useGetProductDetailQuery,
} from '@mall/sdk';
import { useAppSelector } from '@mall/session';
import { routes } from '@mall/shop-routes';
import { queryState } from '@mall/ui';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { type ComponentType, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { COMMENTS_PAGE_SIZE } from '../shared/constants';
import { positiveInt } from '../shared/query-params';
import { useFormats } from '../shared/use-formats';
import { ShopFollow } from '../shop-follow/shop-follow';
import {
  isExpired,
  ProductDetailView,
  type PurchaseSlotProps,
  type ShopActionsSlotProps,
} from './product-detail-view';
import { ShippingEstimate, type ShippingState } from './shipping-estimate/shipping-estimate';

export interface ProductDetailPageProps {
  /** The buying actions under the quantity box (the app gives the cart feature's). */
  purchase?: ComponentType<PurchaseSlotProps>;
  /** Further actions of the seller card (follow, chat; the app gives them). */
  shopActions?: ComponentType<ShopActionsSlotProps>;
}

/** Route: /pages/prouduct/detail?id= (spelt so, docs/requirements.md R1). */
export function ProductDetailPage({ purchase, shopActions }: ProductDetailPageProps) {
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id'));
  // A fresh container per product: quantity, picture and review page start over.
  return <ProductDetail key={id ?? 'none'} id={id} purchase={purchase} shopActions={shopActions} />;
}

function ProductDetail({ id, purchase, shopActions }: ProductDetailPageProps & { id: number | undefined }) {
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
  const shipping = useShipping();
  const sellerActions = useMemo(() => followAnd(shopActions), [shopActions]);
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
      shopActions={sellerActions}
      shipping={<ShippingEstimate t={t} formats={formats} state={shipping} />}
    />
  );
}

/** The delivery to the signed-in shopper's default address: the option checkout offers first, with its fee and time. */
function useShipping(): ShippingState {
  const signedIn = useAppSelector((state) => Boolean(state.session.token));
  const location = useLocation();
  const addresses = useGetAddressListQuery(signedIn ? undefined : skipToken);
  const options = useGetDeliveryOptionsQuery(signedIn ? undefined : skipToken);
  if (!signedIn)
    return { kind: 'visitor', signInTo: routes.login({ redirect: location.pathname + location.search }) };
  if (addresses.isLoading || options.isLoading) return { kind: 'loading' };
  const address = addresses.data?.list.find((item) => item.is_default) ?? addresses.data?.list[0];
  const option = options.data?.list[0];
  if (!address || !option) return { kind: 'no-address' };
  return { kind: 'ready', place: [address.city, address.country].filter(Boolean).join(', '), option };
}

/** The seller card's actions: Follow (with the count and notices bell), then those the app gives. */
function followAnd(
  Extra: ComponentType<ShopActionsSlotProps> | undefined,
): ComponentType<ShopActionsSlotProps> {
  return function SellerActions({ shopId, shopName }: ShopActionsSlotProps) {
    return (
      <>
        <ShopFollow shopId={shopId} shopName={shopName} />
        {Extra && <Extra shopId={shopId} shopName={shopName} />}
      </>
    );
  };
}
