import { useAppSelector, useFollowUserInfo } from '@mall/session';
import { useAddToCartMutation, useLazyGetCartQuery } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatIdList } from '../shared/id-list';
import { PurchaseActionsView } from './purchase-actions-view';
import {
  addressWithIntent,
  type PurchaseIntent,
  type PurchaseKind,
  readIntent,
  withoutIntent,
} from './purchase-intent';

export interface PurchaseActionsProps {
  productId: number;
  stock: number;
  /** The quantity chosen in the product page's quantity box. */
  quantity: number;
}

/**
 * The product page's Add to cart and Buy now. A visitor is sent to sign in with the intent kept in the
 * address to come back to; back on the page, signed in, the add (or the buy) happens. Buy now adds the
 * quantity and goes on to checkout with that line alone.
 */
export function PurchaseActions({ productId, stock, quantity }: PurchaseActionsProps) {
  const { t } = useTranslation(['cart', 'common']);
  const signedIn = useAppSelector((state) => Boolean(state.session.token));
  // The cart count in the session follows the user info, which an add refetches while it is followed.
  useFollowUserInfo();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [addToCart] = useAddToCartMutation();
  const [loadCart] = useLazyGetCartQuery();
  const [busy, setBusy] = useState<PurchaseKind | null>(null);
  const [added, setAdded] = useState(false);

  const perform = async ({ kind, quantity: wanted }: PurchaseIntent) => {
    setBusy(kind);
    setAdded(false);
    const result = await addToCart({ product_id: productId, quantity: Math.min(wanted, stock) });
    // A refusal (sold out meanwhile, expired) was shown by the SDK's toast.
    if ('error' in result) return setBusy(null);
    if (kind === 'add') {
      setBusy(null);
      return setAdded(true);
    }
    const cart = await loadCart();
    const line = cart.data?.shops.flatMap((shop) => shop.lines).find((item) => item.product_id === productId);
    navigate(routes.cartEdit({ lines: line ? formatIdList([line.line_id]) : undefined }));
  };

  const start = (kind: PurchaseKind) => {
    if (signedIn) return void perform({ kind, quantity });
    navigate(
      routes.login({ redirect: addressWithIntent(location.pathname, location.search, { kind, quantity }) }),
    );
  };

  // The intent a visitor left before signing in, carried out once (and dropped from the address).
  const resumed = useRef(false);
  const intent = readIntent(params);
  useEffect(() => {
    if (!signedIn || !intent || resumed.current || stock < 1) return;
    resumed.current = true;
    setParams(withoutIntent(params), { replace: true });
    void perform(intent);
  });

  return (
    <PurchaseActionsView
      t={t}
      soldOut={stock < 1}
      busy={busy}
      added={added}
      onAdd={() => start('add')}
      onBuy={() => start('buy')}
    />
  );
}
