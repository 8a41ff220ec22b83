import {
  createContext,
  use,
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { cx } from '../internal/class-names';
import { TOAST_DURATION_MS } from '../internal/constants';
import styles from './toast.module.css';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface ToastProps {
  message: ReactNode;
  tone?: ToastTone;
  /** Calls onDismiss after this many milliseconds; 0 keeps the toast until dismissed. */
  durationMs?: number;
  onDismiss?: () => void;
  /** aria-label of the close button; no close button without it. */
  dismissLabel?: string;
}

/** One toast. Announcements come from the live region of ToastHost, so render toasts inside it. */
export function Toast({
  message,
  tone = 'info',
  durationMs = TOAST_DURATION_MS,
  onDismiss,
  dismissLabel,
}: ToastProps) {
  const expire = useEffectEvent(() => onDismiss?.());
  useEffect(() => {
    if (durationMs <= 0) return undefined;
    const timer = setTimeout(expire, durationMs);
    return () => clearTimeout(timer);
  }, [durationMs]);

  return (
    <div className={cx(styles.toast, styles[tone])}>
      <span className={styles.message}>{message}</span>
      {dismissLabel && onDismiss && (
        <button type="button" className={styles.close} aria-label={dismissLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}

export interface ToastOptions {
  /** Defaults to the host's duration (spec: 3 s). */
  durationMs?: number;
  tone?: ToastTone;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (message: ReactNode, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
}

interface ToastItem {
  id: number;
  message: ReactNode;
  tone: ToastTone;
  durationMs: number;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastHostProps {
  children?: ReactNode;
  /** aria-label of each toast's close button (translated); toasts have no close button without it. */
  dismissLabel?: string;
  defaultDurationMs?: number;
}

/** Provides useToast() and renders the toasts in one polite live region. */
export function ToastHost({ children, dismissLabel, defaultDurationMs = TOAST_DURATION_MS }: ToastHostProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const lastId = useRef(0);

  const dismiss = useCallback((id: number) => setItems((list) => list.filter((item) => item.id !== id)), []);
  const show = useCallback(
    (message: ReactNode, { durationMs = defaultDurationMs, tone = 'info' }: ToastOptions = {}) => {
      lastId.current += 1;
      const id = lastId.current;
      setItems((list) => [...list, { id, message, tone, durationMs }]);
      return id;
    },
    [defaultDurationMs],
  );
  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      <div className={styles.region} role="status" aria-live="polite">
        {items.map((item) => (
          <Toast
            key={item.id}
            message={item.message}
            tone={item.tone}
            durationMs={item.durationMs}
            dismissLabel={dismissLabel}
            onDismiss={() => dismiss(item.id)}
          />
        ))}
      </div>
    </ToastContext>
  );
}

/** The toast API of the nearest ToastHost. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastHost> above it.');
  return api;
}
