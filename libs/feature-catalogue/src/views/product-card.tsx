import { LocalisedText } from '@mall/i18n';
import type { ProductSummary } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { Picture, Price, Rating, Skeleton } from '@mall/ui';
import { memo } from 'react';
import { Link } from 'react-router';
import { FIRST_ROW } from '../shared/constants';
import type { Formats } from '../shared/formats';
import type { CatalogueT } from '../shared/i18n';
import { cardPicture } from '../shared/pictures';
import './list-head.css';
import styles from './product-card.module.css';

/** Rendered size of a card image (CSS scales it; the numbers give the box its shape before it loads). */
export const CARD_IMAGE_SIZE = 240;

/** The "≈" explanation when prices are converted, for the kit's Price. */
export const approximateLabel = (formats: Formats, t: CatalogueT) =>
  formats.approximate ? t('price.approximate', { currency: formats.currency.code }) : undefined;

export interface ProductCardProps {
  product: ProductSummary;
  formats: Formats;
  t: CatalogueT;
  /** The card's picture is the page's main one (preloaded, fetched first); the others load as they near the screen. */
  priority?: boolean;
  /** Level of the product name's heading, one below the list's own heading. */
  headingLevel?: 2 | 3;
}

export function ProductCard({ product, formats, t, priority = false, headingLevel = 3 }: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const discounted = product.list_price_minor !== null && product.list_price_minor > product.price_minor;
  return (
    <article className={styles.card}>
      <Link className={styles.link} to={routes.productDetail({ id: product.id })}>
        <Picture
          className={styles.image}
          {...cardPicture(product.image)}
          // The product's name is the link's text; the image adds nothing for a screen reader.
          alt=""
          width={CARD_IMAGE_SIZE}
          height={CARD_IMAGE_SIZE}
          priority={priority}
        />
        <Heading className={styles.name}>
          <LocalisedText value={product.name} />
        </Heading>
      </Link>
      <Price
        amount={formats.price(product.price_minor)}
        listAmount={discounted ? formats.price(product.list_price_minor!) : undefined}
        listLabel={t('price.listPrice')}
        approximateLabel={approximateLabel(formats, t)}
      />
      {/* Above the rating, which sits at the card's foot: ratings stay level along a row. */}
      {product.stock === 0 && <p className={styles.stock}>{t('product.outOfStock')}</p>}
      <p className={styles.rating}>
        <Rating
          value={product.rating}
          formatValue={formats.rating}
          label={(rating) => t('rating.label', { rating })}
          showValue
        />
        <span>{t('rating.sold', { total: formats.count(product.sold_count) })}</span>
      </p>
    </article>
  );
}

export interface ProductGridProps {
  products: readonly ProductSummary[];
  formats: Formats;
  t: CatalogueT;
  /** The first card's picture is the page's main one (the page's first grid, with nothing larger above it). */
  priorityFirst?: boolean;
  headingLevel?: 2 | 3;
}

/** Memoised: a page re-renders as each of its lists arrives, and a grid whose products did not change stays as it is. */
export const ProductGrid = memo(function ProductGrid({
  products,
  formats,
  t,
  priorityFirst = false,
  headingLevel,
}: ProductGridProps) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            formats={formats}
            t={t}
            priority={priorityFirst && index === 0}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
});

/** Stand-in cards while a product list loads (QueryContent's placeholder). */
export function ProductGridSkeleton({ count = FIRST_ROW }: { count?: number }) {
  return (
    <ul className={styles.grid}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className={styles.card}>
            <Skeleton shape="square" />
            <div className={styles.skeletonText}>
              <Skeleton shape="line" />
              <Skeleton shape="short-line" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
