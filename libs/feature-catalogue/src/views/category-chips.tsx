import { LocalisedText } from '@mall/i18n';
import type { Category } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { Link } from 'react-router';
import page from './page.module.css';

/** Sub-categories as a row of chip links to their pages. */
export function CategoryChips({ categories, label }: { categories: Category[]; label?: string }) {
  return (
    <ul className={page.chips} aria-label={label}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link className={page.chip} to={routes.categoryDetail({ id: category.id })}>
            <LocalisedText value={category.name} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
