import { routes } from '@mall/shop-routes';
import { Button } from '@mall/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import type { CartT } from '../shared/i18n';
import type { PurchaseKind } from './purchase-intent';
import styles from '../shared/checkout.module.css';

export interface PurchaseActionsViewProps {
  t: CartT;
  /** Nothing in stock: both actions are off, and say why. */
  soldOut: boolean;
  /** The action under way, if any. */
  busy: PurchaseKind | null;
  /** The last add succeeded: a confirmation with a way to the cart. */
  added: boolean;
  onAdd: () => void;
  onBuy: () => void;
}

/** Add to cart and Buy now, under the product page's quantity box. */
export function PurchaseActionsView({ t, soldOut, busy, added, onAdd, onBuy }: PurchaseActionsViewProps) {
  const reasonId = useId();
  const describedBy = soldOut ? reasonId : undefined;
  return (
    <div className={styles.purchase}>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={soldOut}
          aria-describedby={describedBy}
          loading={busy === 'add'}
          onClick={onAdd}
        >
          {t('purchase.addToCart')}
        </Button>
        <Button disabled={soldOut} aria-describedby={describedBy} loading={busy === 'buy'} onClick={onBuy}>
          {t('purchase.buyNow')}
        </Button>
      </div>
      {soldOut && (
        <p id={reasonId} className={styles.muted}>
          {t('purchase.soldOut')}
        </p>
      )}
      <p role="status" className={added ? styles.success : undefined}>
        {added && (
          <>
            {t('purchase.added')} <Link to={routes.cart()}>{t('purchase.viewCart')}</Link>
          </>
        )}
      </p>
    </div>
  );
}
