import { LocalisedText, queryStateLabels } from '@mall/i18n';
import type { CategoryTree } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { EmptyState, Picture, QueryContent, type QueryState } from '@mall/ui';
import { Link } from 'react-router';
import type { CatalogueT } from '../shared/i18n';
import { TILE_PICTURE_WIDTH } from '../shared/pictures';
import { CategoryChips } from '../views/category-chips';
import page from '../views/page.module.css';
import styles from './categories-view.module.css';

export interface CategoriesViewProps {
  t: CatalogueT;
  tree: QueryState<CategoryTree[]>;
}

/** The category tree: each top-level category with its sub-categories, all links to their pages. */
export function CategoriesView({ t, tree }: CategoriesViewProps) {
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t('categories.title')}</h1>
      <QueryContent state={tree} labels={queryStateLabels(t)}>
        {(categories) =>
          categories.length === 0 ? (
            <EmptyState title={t('categories.empty')} />
          ) : (
            <ul className={styles.tree}>
              {categories.map((category) => (
                <li key={category.id} className={styles.group}>
                  <h2>
                    <Link className={styles.top} to={routes.categoryDetail({ id: category.id })}>
                      <Picture
                        className={styles.image}
                        src={category.image}
                        alt=""
                        width={48}
                        height={48}
                        sizes="48px"
                        sourceWidth={TILE_PICTURE_WIDTH}
                      />
                      <LocalisedText value={category.name} />
                    </Link>
                  </h2>
                  {category.children.length > 0 && (
                    <CategoryChips
                      categories={category.children}
                      label={t('categories.subcategories', { name: category.name.text })}
                    />
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryContent>
    </div>
  );
}
