import { bcp47, LocalisedText, queryStateLabels } from '@mall/i18n';
import type { GetCategoryPageData } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { Button, QueryContent, type QueryState } from '@mall/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import type { Formats } from '../shared/formats';
import type { CatalogueT } from '../shared/i18n';
import { listSorts, type ProductSort } from '../shared/query-params';
import { ListControls, SelectField, SortSelect } from '../views/list-controls';
import { CategorySkeleton } from '../views/list-head';
import { isNotFound, NotFoundState } from '../views/not-found-state';
import page from '../views/page.module.css';
import { PaginatedProducts } from '../views/paginated-products';
import { CategoryChips } from '../views/category-chips';

type ListSort = (typeof listSorts)[number];

export interface CategoryDetailViewProps {
  t: CatalogueT;
  formats: Formats;
  /** undefined: the URL names no valid category. */
  category: QueryState<GetCategoryPageData> | undefined;
  /** Whether the category has sub-categories, as far as is known before its page loads (its skeleton shows their row). */
  subcategoriesLikely: boolean;
  sort: ListSort | undefined;
  brandId: number | undefined;
  onSortChange: (sort: ProductSort | undefined) => void;
  onBrandChange: (brandId: number | undefined) => void;
  onPageChange: (page: number) => void;
}

/** A category: where it sits, its sub-categories, and a page of its products with brand filter and sort. */
export function CategoryDetailView({ t, category, subcategoriesLikely, ...props }: CategoryDetailViewProps) {
  const notFound = (
    <NotFoundState
      t={t}
      title={t('category.notFound')}
      link={{ to: routes.categories(), label: t('category.browse') }}
    />
  );
  if (!category) {
    return (
      <div className={page.page}>
        <h1 className={page.title}>{t('category.title')}</h1>
        {notFound}
      </div>
    );
  }
  return (
    <QueryContent
      state={category}
      labels={queryStateLabels(t)}
      placeholder={<CategorySkeleton subcategories={subcategoriesLikely} />}
      renderError={(error) =>
        isNotFound(error) ? (
          <div className={page.page}>
            <h1 className={page.title}>{t('category.title')}</h1>
            {notFound}
          </div>
        ) : undefined
      }
    >
      {(data) => <CategoryContent t={t} data={data} {...props} />}
    </QueryContent>
  );
}

function CategoryContent({
  t,
  formats,
  data,
  sort,
  brandId,
  onSortChange,
  onBrandChange,
  onPageChange,
}: Omit<CategoryDetailViewProps, 'category' | 'subcategoriesLikely'> & { data: GetCategoryPageData }) {
  const subcategoriesId = useId();
  const productsId = useId();
  const { category, parents, children, brands, products } = data;
  const ancestors = parents.filter((parent) => parent.id !== category.id);
  return (
    <div className={page.page}>
      <nav className={page.breadcrumb} aria-label={t('category.breadcrumb')}>
        <ol>
          <li>
            <Link to={routes.home()}>{t('category.home')}</Link>
          </li>
          {ancestors.map((parent) => (
            <li key={parent.id}>
              <Link to={routes.categoryDetail({ id: parent.id })}>
                <LocalisedText value={parent.name} />
              </Link>
            </li>
          ))}
          <li aria-current="page">
            <LocalisedText value={category.name} />
          </li>
        </ol>
      </nav>
      {/* One line: a long name is cut short on screen, and shows whole on hover. */}
      <h1 className={page.headTitle} title={category.name.text}>
        <LocalisedText value={category.name} />
      </h1>
      {children.length > 0 && (
        <section aria-labelledby={subcategoriesId}>
          <h2 id={subcategoriesId} className={page.headHeading}>
            {t('category.subcategories')}
          </h2>
          <CategoryChips categories={children} oneRow />
        </section>
      )}
      <section aria-labelledby={productsId}>
        <h2 id={productsId} className={page.headHeading}>
          {t('category.products')}
        </h2>
        <ListControls>
          {brands.length > 0 && (
            <SelectField
              label={t('category.brand')}
              value={brandId === undefined ? '' : String(brandId)}
              options={[
                { value: '', label: t('category.allBrands') },
                ...brands.map((brand) => ({
                  value: String(brand.id),
                  label: brand.name.text,
                  lang: bcp47(brand.name.lang),
                })),
              ]}
              onChange={(value) => onBrandChange(value ? Number(value) : undefined)}
            />
          )}
          <SortSelect t={t} sorts={listSorts} value={sort} onChange={onSortChange} />
        </ListControls>
        <PaginatedProducts
          products={products}
          formats={formats}
          t={t}
          onPageChange={onPageChange}
          headingLevel={3}
          empty={
            brandId === undefined
              ? { title: t('category.empty') }
              : {
                  title: t('category.emptyBrand'),
                  action: (
                    <Button variant="secondary" onClick={() => onBrandChange(undefined)}>
                      {t('category.showAllBrands')}
                    </Button>
                  ),
                }
          }
        />
      </section>
    </div>
  );
}
