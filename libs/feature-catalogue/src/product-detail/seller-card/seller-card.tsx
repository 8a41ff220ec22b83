import type { ShopCard } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { Picture, Rating } from '@mall/ui';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { Formats } from '../../shared/formats';
import type { CatalogueT } from '../../shared/i18n';
import styles from './seller-card.module.css';

const LOGO_SIZE = 56;

export interface SellerCardProps {
  t: CatalogueT;
  formats: Formats;
  shop: ShopCard;
  /** Further actions beside "Visit shop" (e.g. follow, chat), given by the app. */
  children?: ReactNode;
}

/** The shop that sells a product: its logo, name, rating and product count, a way to it, and its actions. */
export function SellerCard({ t, formats, shop, children }: SellerCardProps) {
  const nameId = useId();
  return (
    <section className={styles.card} aria-labelledby={nameId}>
      {/* A box of its own: the picture's element adds none, and its source would take a cell of the grid. */}
      <div className={styles.logoBox}>
        <Picture
          className={styles.logo}
          src={shop.logo}
          alt=""
          width={LOGO_SIZE}
          height={LOGO_SIZE}
          sizes={`${LOGO_SIZE}px`}
        />
      </div>
      <div className={styles.about}>
        <h2 id={nameId} className={styles.name}>
          {shop.name}
        </h2>
        <p className={styles.facts}>
          <Rating
            value={shop.rating}
            formatValue={formats.rating}
            label={(rating) => t('rating.label', { rating })}
            showValue
          />
          <span>{t('product.shopProducts', { total: formats.count(shop.product_count) })}</span>
        </p>
      </div>
      <div className={styles.actions}>
        <Link className={styles.visit} to={routes.shopDetail({ id: shop.id })}>
          {t('product.visitShop')}
        </Link>
        {children}
      </div>
    </section>
  );
}
