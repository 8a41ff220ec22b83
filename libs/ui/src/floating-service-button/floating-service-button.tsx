import type { ReactNode } from 'react';
import { cx } from '../internal/class-names';
import hidden from '../internal/visually-hidden.module.css';
import styles from './floating-service-button.module.css';

interface BaseProps {
  /** Accessible name, e.g. "Customer service" (translated). */
  label: string;
  /** Also show the label next to the icon. */
  showLabel?: boolean;
  /** Decorative icon; a chat bubble by default. */
  icon?: ReactNode;
  /** Hidden words added for links that open a new tab, e.g. "(opens in a new tab)" (translated). */
  newTabLabel?: string;
  className?: string;
}

interface AsLink extends BaseProps {
  /** The service URL. Absolute http(s) URLs open in a new tab with rel="noopener noreferrer". */
  href: string;
  onClick?: undefined;
}

interface AsButton extends BaseProps {
  href?: undefined;
  /** Opens an in-app service panel instead of navigating. */
  onClick: () => void;
}

export type FloatingServiceButtonProps = AsLink | AsButton;

/** http:, https: or protocol-relative: a page outside the app. */
export function isExternalUrl(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

function ChatIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 5h16v11H9l-5 4V5Z" />
    </svg>
  );
}

export function FloatingServiceButton(props: FloatingServiceButtonProps) {
  const { label, showLabel = false, icon = <ChatIcon />, newTabLabel, className } = props;
  const external = props.href !== undefined && isExternalUrl(props.href);
  const content = (
    <>
      <span className={styles.iconSlot} aria-hidden="true">
        {icon}
      </span>
      <span className={showLabel ? styles.label : hidden.visuallyHidden}>{label}</span>
      {external && newTabLabel && <span className={hidden.visuallyHidden}> {newTabLabel}</span>}
    </>
  );
  const classes = cx(styles.fab, showLabel && styles.extended, className);

  if (props.href !== undefined) {
    return (
      <a
        className={classes}
        href={props.href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {content}
      </a>
    );
  }
  return (
    <button type="button" className={classes} onClick={props.onClick}>
      {content}
    </button>
  );
}
