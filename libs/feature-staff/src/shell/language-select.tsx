import { languages } from '@mall/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_NAMESPACES } from '../shared/translator';
import styles from './staff-shell.module.css';

/** The interface language, each named in its own language; the console remembers the choice. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation(STAFF_NAMESPACES);
  const id = useId();
  return (
    <span className={styles.language}>
      <label htmlFor={id} className={styles.hiddenLabel}>
        {t('common:switcher.language')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.tag}>
            {language.name}
          </option>
        ))}
      </select>
    </span>
  );
}
