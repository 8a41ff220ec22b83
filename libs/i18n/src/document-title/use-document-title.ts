import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The one separator between a page's title and the app's name in the tab title. */
export const TITLE_SEPARATOR = ' · ';

/** "News · Mall": the page's title, then the app's name. */
export const documentTitle = (title: string, appName: string) => `${title}${TITLE_SEPARATOR}${appName}`;

/**
 * Sets the tab title to "<title> · <app name>" while the page shows (every route has its own title) and puts
 * the previous one back when it goes. Nothing changes while `title` is undefined or empty (its data loads).
 */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation('common');
  const full = title ? documentTitle(title, t('app.name')) : undefined;
  useEffect(() => {
    if (!full) return;
    const previous = document.title;
    document.title = full;
    return () => {
      document.title = previous;
    };
  }, [full]);
}
