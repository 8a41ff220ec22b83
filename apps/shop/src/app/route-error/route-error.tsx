import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissLaunchShell } from '../../launch/dismiss-launch-shell';
import styles from './route-error.module.css';

/**
 * Whether a route's error is its code or styles failing to arrive: a deploy replaced the files while the tab was
 * open, or the connection dropped. Chromium, Firefox and Safari word a failed dynamic import differently; Vite's
 * preload helper says "Unable to preload CSS".
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|error loading dynamically|importing a module script failed|unable to preload css/i.test(
    message,
  );
}

/**
 * What a page shows when it could not open, instead of the router's developer screen: the reason in the shopper's
 * language and a Reload button (reloading fetches the current files; asking again for the missing ones would fail
 * again). Plain elements and a CSS module on purpose: this module sits in the app's entry, and importing the UI
 * kit's chunk from there breaks the built app's start-up order. `frame` false: the shop's frame itself failed, so
 * the error takes the whole screen (and takes the launch shell away).
 */
export function RouteError({ error, frame = true }: { error: unknown; frame?: boolean }) {
  const { t } = useTranslation('common');
  useLayoutEffect(() => {
    if (!frame) dismissLaunchShell();
  }, [frame]);
  const Wrapper = frame ? 'section' : 'main';
  return (
    <Wrapper className={frame ? styles.inFrame : styles.screen} aria-labelledby="route-error-title">
      <h1 id="route-error-title" className={styles.title}>
        {t('routeError.title')}
      </h1>
      <p className={styles.message}>
        {isChunkLoadError(error) ? t('routeError.filesMissing') : t('routeError.failed')}
      </p>
      <button type="button" className={styles.reload} onClick={() => globalThis.location.reload()}>
        {t('routeError.reload')}
      </button>
    </Wrapper>
  );
}
