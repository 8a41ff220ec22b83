import { Button } from '@mall/ui';
import { useEffect, useId, useRef } from 'react';
import type { StaffTranslator } from '../shared/translator';
import styles from './staff-shell.module.css';

const KEYS = [
  { keys: ['a'], action: 'shortcuts.approve' },
  { keys: ['r'], action: 'shortcuts.refuse' },
  { keys: ['j', 'n'], action: 'shortcuts.next' },
  { keys: ['k'], action: 'shortcuts.previous' },
  { keys: ['?'], action: 'shortcuts.help' },
] as const;

export interface ShortcutsHelpProps {
  t: StaffTranslator;
  open: boolean;
  onClose: () => void;
}

/** The keyboard shortcuts, listed in a dialog (`?` opens it; they never fire while typing in a field). */
export function ShortcutsHelp({ t, open, onClose }: ShortcutsHelpProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.help}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className={styles.helpTitle}>
            {t('shortcuts.title')}
          </h2>
          <p className={styles.helpNote}>{t('shortcuts.note')}</p>
          <dl className={styles.keys}>
            {KEYS.map(({ keys, action }) => (
              <div key={action} className={styles.keyRow}>
                <dt>
                  {keys.map((key) => (
                    <kbd key={key} className={styles.kbd}>
                      {key}
                    </kbd>
                  ))}
                </dt>
                <dd>{t(action)}</dd>
              </div>
            ))}
          </dl>
          <Button onClick={onClose} autoFocus>
            {t('shortcuts.close')}
          </Button>
        </>
      )}
    </dialog>
  );
}
