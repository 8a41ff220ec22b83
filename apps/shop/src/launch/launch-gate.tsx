import type { I18n } from '@mall/i18n';
import type { AppStore } from '@mall/session';
import { type ReactNode, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import styles from './launch-gate.module.css';
import { launch } from './launch';
import { dismissLaunchShell } from './dismiss-launch-shell';

export interface LaunchGateProps {
  store: AppStore;
  i18n: I18n;
  storage: Storage | undefined;
  /** What else the app waits for before it mounts: the opening route's code. */
  until?: Promise<unknown>;
  children: ReactNode;
}

/** Mounts the app only once the launch sequence says the shop's currencies loaded (docs/requirements.md R3.2). */
export function LaunchGate({ store, i18n, storage, until, children }: LaunchGateProps) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    // A transition: React renders the whole app in slices that leave the main thread free in between, rather
    // than in one long task a tap would wait behind (the launch shell stays on screen meanwhile).
    const settle = (next: 'ready' | 'failed') => current && startTransition(() => setState(next));
    Promise.all([launch(store, storage), until]).then(
      ([ready]) => settle(ready ? 'ready' : 'failed'),
      () => settle('failed'),
    );
    return () => {
      current = false;
    };
  }, [store, storage, until, attempt]);
  useLayoutEffect(() => {
    if (state === 'failed') dismissLaunchShell();
  }, [state]);
  const retry = () => {
    setState('loading');
    setAttempt((count) => count + 1);
  };

  if (state === 'ready') return children;
  const t = i18n.getFixedT(null, 'common');
  if (state === 'loading') {
    // What the eye sees meanwhile is the launch shell of index.html.
    return (
      <main className={styles.launching} aria-busy="true">
        <p>{t('launch.loading')}</p>
      </main>
    );
  }
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('launch.failedTitle')}</h1>
      <p className={styles.message}>{t('launch.failedMessage')}</p>
      <button type="button" className={styles.retry} onClick={retry}>
        {t('state.retry')}
      </button>
    </main>
  );
}
