import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "<title> · Mall" (never an empty title). */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation('catalogue');
  const full = title ? t('documentTitle', { title }) : undefined;
  useEffect(() => {
    if (full) document.title = full;
  }, [full]);
}
