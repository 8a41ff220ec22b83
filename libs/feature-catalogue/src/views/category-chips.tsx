import { LocalisedText } from '@mall/i18n';
import type { Category } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { Link } from 'react-router';
import page from './page.module.css';

export interface CategoryChipsProps {
  categories: Category[];
  label?: string;
  /** One row that scrolls sideways, as high whatever the names, instead of rows that wrap. */
  oneRow?: boolean;
}

/** Sub-categories as chip links to their pages. */
export function CategoryChips({ categories, label, oneRow = false }: CategoryChipsProps) {
  return (
    <ul className={oneRow ? page.chipRow : page.chips} aria-label={label}>
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
