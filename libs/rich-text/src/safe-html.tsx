import { bcp47, type LocalisedValue } from '@mall/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitiseHtml } from './sanitise-html';
import styles from './safe-html.module.css';

export interface SafeHtmlProps {
  /** Rich text from the server (`body_html`) and the language it is in. */
  value: LocalisedValue;
  className?: string;
}

/**
 * Server HTML, rendered only after `sanitiseHtml` has kept the allowed markup. Like `<LocalisedText>`, text
 * in another language than the page's (the English fallback) carries its own `lang`.
 */
export function SafeHtml({ value, className }: SafeHtmlProps) {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const html = useMemo(() => sanitiseHtml(value.text), [value.text]);
  return (
    <div
      className={className ? `${styles.prose} ${className}` : styles.prose}
      lang={value.lang === current ? undefined : bcp47(value.lang)}
      // Safe: the markup is what sanitiseHtml allows and nothing else (see its tests).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
