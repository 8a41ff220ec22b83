import { useDocumentTitle } from '@mall/i18n';
import { useTranslation } from 'react-i18next';
import { NotFoundView } from './not-found-view';

/** Route: /pages/users/404 — where unknown routes lead (docs/requirements.md R1). */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'));
  return (
    <NotFoundView
      title={t('notFound.title')}
      message={t('notFound.message')}
      homeLabel={t('notFound.home')}
    />
  );
}
