import { useDocumentTitle } from '@mall/i18n';
import {
  type CartLine,
  useGetCartQuery,
  useRemoveCartLinesMutation,
  useUpdateCartLineMutation,
} from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { useFollowUserInfo } from '@mall/session';
import { queryState } from '@mall/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatIdList } from '../shared/id-list';
import { useCartFormats } from '../shared/use-cart-formats';
import { effectiveSelection, shopSelectableIds, toggleAll, cartLines, selectableIds } from './cart-selection';
import { CartView } from './cart-view';

/** Routes: /pages/cart/cart and /pages/cart/mycart (the same cart). Signed-in shoppers only. */
export function CartPage() {
  const { t } = useTranslation(['cart', 'common']);
  useDocumentTitle(t('cart.title'));
  const formats = useCartFormats();
  // The cart count in the session follows the user info, which a cart change refetches while it is followed.
  useFollowUserInfo();
  const navigate = useNavigate();
  const cart = useGetCartQuery();
  const [updateLine] = useUpdateCartLineMutation();
  const [removeLines, removal] = useRemoveCartLinesMutation();
  /** The shopper's own choice of lines; null until they make one (every buyable line is selected). */
  const [chosen, setChosen] = useState<ReadonlySet<number> | null>(null);
  const [removing, setRemoving] = useState<CartLine | null>(null);

  const selected = cart.data ? effectiveSelection(cart.data, chosen) : new Set<number>();
  const choose = (next: ReadonlySet<number>) => setChosen(next);

  const confirmRemove = async () => {
    if (!removing) return;
    const result = await removeLines({ line_ids: [removing.line_id] });
    if (!('error' in result)) setRemoving(null);
  };

  return (
    <CartView
      t={t}
      formats={formats}
      cart={queryState(cart)}
      selected={selected}
      onToggleLine={(lineId) => choose(toggleAll([lineId], selected))}
      onToggleShop={(group) => choose(toggleAll(shopSelectableIds(group), selected))}
      onToggleAll={() => cart.data && choose(toggleAll(selectableIds(cartLines(cart.data)), selected))}
      onQuantityChange={(line, quantity) => void updateLine({ line_id: line.line_id, quantity })}
      removing={removing}
      removeBusy={removal.isLoading}
      onAskRemove={setRemoving}
      onConfirmRemove={() => void confirmRemove()}
      onCancelRemove={() => setRemoving(null)}
      onCheckout={() => navigate(routes.cartEdit({ lines: formatIdList([...selected]) }))}
    />
  );
}
