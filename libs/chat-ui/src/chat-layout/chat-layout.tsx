import type { CSSProperties, ReactNode } from 'react';
import styles from './chat-layout.module.css';

export interface ChatLayoutProps {
  /** The page's heading. */
  title: string;
  /** Whether a conversation is open: on phones only one of the list and the conversation shows. */
  view: 'list' | 'conversation';
  /** Accessible name of the list's region. */
  listLabel: string;
  /** The conversation list (with its loading, empty and error states). */
  list: ReactNode;
  /** Above the columns (filters, for example); hidden on phones while a conversation is open. */
  tools?: ReactNode;
  /** The open conversation, or what to show while none is. */
  children: ReactNode;
  /** On phones, how much of the screen the app's own header and bars take (CSS length; default 180px). */
  chrome?: string;
}

/**
 * The chat pages' frame: the conversation list beside the open conversation on wider screens, one of them at a time
 * on phones (the shop's Messages, the seller's inbox, the staff console's Support).
 */
export function ChatLayout({ title, view, listLabel, list, tools, children, chrome }: ChatLayoutProps) {
  const style = chrome ? ({ '--chat-layout-chrome': chrome } as CSSProperties) : undefined;
  return (
    <div className={styles.page} data-view={view} style={style}>
      <h1 className={styles.title}>{title}</h1>
      {tools && <div className={styles.tools}>{tools}</div>}
      <div className={styles.columns}>
        <nav className={styles.side} aria-label={listLabel}>
          {list}
        </nav>
        <div className={styles.main}>{children}</div>
      </div>
    </div>
  );
}
