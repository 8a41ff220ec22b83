import { useEffect, useRef } from 'react';

/** The single keys the console answers, each to an action (undefined: not offered on this screen). */
export type Shortcuts = Partial<Record<string, () => void>>;

/** Where typed keys are text: a shortcut never fires there. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Single-key shortcuts on the page (`a` approve, `r` refuse, `j`/`n` next, …), ignored while a text field, a
 * select or an open dialog has the keys, and when a modifier is held (the browser's own shortcuts stay).
 */
export function useShortcuts(shortcuts: Shortcuts): void {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target) || document.querySelector('dialog[open]')) return;
      const action = latest.current[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
