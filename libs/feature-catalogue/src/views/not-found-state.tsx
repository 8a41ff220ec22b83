import { ErrorCode, isApiError } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { EmptyState } from '@mall/ui';
import { Link } from 'react-router';
import type { CatalogueT } from '../shared/i18n';
import styles from './page.module.css';

/** Whether a query failed because the thing asked for does not exist (2000019). */
export const isNotFound = (error: unknown) => isApiError(error, ErrorCode.NO_DATA_FOUND);

export interface NotFoundStateProps {
  t: CatalogueT;
  /** e.g. "This category does not exist." */
  title: string;
  message?: string;
  /** Where to go instead; the home page by default. */
  link?: { to: string; label: string };
}

/** An entity page whose id is missing, malformed or unknown: say so and offer a way on. */
export function NotFoundState({ t, title, message, link }: NotFoundStateProps) {
  const target = link ?? { to: routes.home(), label: t('common:state.backHome') };
  return (
    <EmptyState
      title={title}
      message={message}
      headingLevel={2}
      action={
        <Link className={styles.link} to={target.to}>
          {target.label}
        </Link>
      }
    />
  );
}
