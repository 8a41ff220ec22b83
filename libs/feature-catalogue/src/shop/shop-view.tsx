import { LocalisedText, queryStateLabels } from '@mall/i18n';
import type { GetShopPageData } from '@mall/sdk';
import { QueryContent, type QueryState, Rating } from '@mall/ui';
import { type ReactNode, useId } from 'react';
import type { Formats } from '../shared/formats';
import type { CatalogueT } from '../shared/i18n';
import { listSorts, type ProductSort } from '../shared/query-params';
import { ListControls, SortSelect } from '../views/list-controls';
import { isNotFound, NotFoundState } from '../views/not-found-state';
import page from '../views/page.module.css';
import { PaginatedProducts } from '../views/paginated-products';
import styles from './shop-view.module.css';
import { ShopChatLink } from '../chat-link/chat-link';

type ListSort = (typeof listSorts)[number];

export interface ShopViewProps {
  t: CatalogueT;
  formats: Formats;
  /** undefined: the URL names no valid shop. */
  shop: QueryState<GetShopPageData> | undefined;
  sort: ListSort | undefined;
  onSortChange: (sort: ProductSort | undefined) => void;
  onPageChange: (page: number) => void;
  /** The Follow button for the shop shown (the page passes its container). */
  renderFollow?: (shop: GetShopPageData['shop']) => ReactNode;
}

/** A shop's page: banner, logo, name, rating, followers and the Follow button, then a page of its products. */
export function ShopView({ t, shop, ...props }: ShopViewProps) {
  const notFound = (
    <div className={page.page}>
      <h1 className={page.title}>{t('shop.title')}</h1>
      <NotFoundState t={t} title={t('shop.notFound')} />
    </div>
  );
  if (!shop) return notFound;
  return (
    <QueryContent
      state={shop}
      labels={queryStateLabels(t)}
      renderError={(error) => (isNotFound(error) ? notFound : undefined)}
    >
      {(data) => <ShopContent t={t} data={data} {...props} />}
    </QueryContent>
  );
}

function ShopContent({
  t,
  formats,
  data,
  sort,
  onSortChange,
  onPageChange,
  renderFollow,
}: Omit<ShopViewProps, 'shop'> & { data: GetShopPageData }) {
  const productsId = useId();
  const { shop, products } = data;
  return (
    <div className={page.page}>
      <header className={styles.header}>
        <img className={styles.banner} src={shop.banner} alt="" width={1200} height={300} />
        <div className={styles.identity}>
          <img className={styles.logo} src={shop.logo} alt="" width={80} height={80} />
          <div>
            <h1 className={page.title}>{shop.name}</h1>
            <ul className={styles.facts}>
              <li>
                <Rating
                  value={shop.rating}
                  formatValue={formats.rating}
                  label={(rating) => t('rating.label', { rating })}
                  showValue
                />
              </li>
              <li>{t('shop.followers', { total: formats.count(shop.follower_count) })}</li>
              <li>{t('shop.productCount', { total: formats.count(shop.product_count) })}</li>
            </ul>
            <div className={styles.shopActions}>
              {renderFollow?.(shop)}
              <ShopChatLink shopId={shop.id} />
            </div>
          </div>
        </div>
        {shop.description.text && (
          <p>
            <LocalisedText value={shop.description} />
          </p>
        )}
      </header>
      <section aria-labelledby={productsId}>
        <h2 id={productsId} className={page.subtitle}>
          {t('shop.products')}
        </h2>
        <ListControls>
          <SortSelect t={t} sorts={listSorts} value={sort} onChange={onSortChange} />
        </ListControls>
        <PaginatedProducts
          products={products}
          formats={formats}
          t={t}
          onPageChange={onPageChange}
          headingLevel={3}
          empty={{ title: t('shop.empty') }}
        />
      </section>
    </div>
  );
}
