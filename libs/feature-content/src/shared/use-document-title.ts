import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the tab title to "<title> – Mall" while the page shows (docs/architecture.md: titles per route) and puts the
 * previous one back when it goes. Nothing changes while `title` is undefined.
 */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation('content');
  const full = title ? t('documentTitle', { title }) : undefined;
  useEffect(() => {
    if (!full) return;
    const previous = document.title;
    document.title = full;
    return () => {
      document.title = previous;
    };
  }, [full]);
}
