import { languages, type Language } from '@mall/i18n';
import { invalidateLocalised } from '@mall/sdk';
import { currencyChosen, useAppDispatch, useDisplayCurrency } from '@mall/session';
import { useTranslation } from 'react-i18next';
import styles from './preferences.module.css';

/** The shopper's language and display currency, as two labelled menus. */
export function Preferences({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { currency, currencies } = useDisplayCurrency();
  const changeLanguage = async (language: Language) => {
    await i18n.changeLanguage(language);
    dispatch(invalidateLocalised());
  };
  return (
    <div className={[styles.preferences, className].filter(Boolean).join(' ')}>
      <label className={styles.preference}>
        <span>{t('switcher.language')}</span>
        <select
          value={i18n.language}
          onChange={(event) => void changeLanguage(event.target.value as Language)}
        >
          {languages.map((language) => (
            <option key={language.code} value={language.code} lang={language.tag}>
              {language.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.preference}>
        <span>{t('switcher.currency')}</span>
        <select
          value={currency?.code ?? ''}
          onChange={(event) => dispatch(currencyChosen(event.target.value))}
        >
          {currencies.map((item) => (
            <option key={item.code} value={item.code}>
              {item.code} {item.symbol}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
