import { LocalisedText, queryStateLabels } from '@mall/i18n';
import type { Brand, GetBrandData } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { EmptyState, QueryContent, type QueryState } from '@mall/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import type { Formats } from '../shared/formats';
import type { CatalogueT } from '../shared/i18n';
import { listSorts, type ProductSort } from '../shared/query-params';
import { ListControls, SortSelect } from '../views/list-controls';
import { isNotFound, NotFoundState } from '../views/not-found-state';
import page from '../views/page.module.css';
import { PaginatedProducts } from '../views/paginated-products';
import styles from './brands-view.module.css';

export interface AllBrandsViewProps {
  t: CatalogueT;
  formats: Formats;
  brands: QueryState<Brand[]>;
}

/** Every brand, as a grid of links to the brand's page. */
export function AllBrandsView({ t, formats, brands }: AllBrandsViewProps) {
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t('brands.title')}</h1>
      <QueryContent state={brands} labels={queryStateLabels(t)}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t('brands.empty')} />
          ) : (
            <ul className={styles.grid}>
              {list.map((brand) => (
                <li key={brand.id}>
                  <Link className={styles.tile} to={routes.brands({ id: brand.id })}>
                    <img
                      className={styles.logo}
                      src={brand.logo}
                      alt=""
                      width={120}
                      height={60}
                      loading="lazy"
                    />
                    <span className={styles.name}>
                      <LocalisedText value={brand.name} />
                    </span>
                    <span className={styles.count}>
                      {t('brands.productCount', { total: formats.count(brand.product_count) })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryContent>
    </div>
  );
}

type ListSort = (typeof listSorts)[number];

export interface BrandViewProps {
  t: CatalogueT;
  formats: Formats;
  brand: QueryState<GetBrandData>;
  sort: ListSort | undefined;
  onSortChange: (sort: ProductSort | undefined) => void;
  onPageChange: (page: number) => void;
}

/** One brand and a page of its products. */
export function BrandView({ t, formats, brand, sort, onSortChange, onPageChange }: BrandViewProps) {
  const productsId = useId();
  return (
    <QueryContent
      state={brand}
      labels={queryStateLabels(t)}
      renderError={(error) =>
        isNotFound(error) ? (
          <div className={page.page}>
            <h1 className={page.title}>{t('brands.title')}</h1>
            <NotFoundState
              t={t}
              title={t('brands.notFound')}
              link={{ to: routes.brands(), label: t('brands.all') }}
            />
          </div>
        ) : undefined
      }
    >
      {(data) => (
        <div className={page.page}>
          <header className={styles.header}>
            <img className={styles.logo} src={data.brand.logo} alt="" width={120} height={60} />
            <div>
              <h1 className={page.title}>
                <LocalisedText value={data.brand.name} />
              </h1>
              <p className={page.muted}>
                {t('brands.productCount', { total: formats.count(data.brand.product_count) })}
              </p>
            </div>
          </header>
          <Link className={page.link} to={routes.brands()}>
            {t('brands.all')}
          </Link>
          <section aria-labelledby={productsId}>
            <h2 id={productsId} className={page.subtitle}>
              {t('brands.products')}
            </h2>
            <ListControls>
              <SortSelect t={t} sorts={listSorts} value={sort} onChange={onSortChange} />
            </ListControls>
            <PaginatedProducts
              products={data.products}
              formats={formats}
              t={t}
              onPageChange={onPageChange}
              headingLevel={3}
              empty={{ title: t('brands.noProducts') }}
            />
          </section>
        </div>
      )}
    </QueryContent>
  );
}
