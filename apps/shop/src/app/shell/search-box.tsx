import { routes } from '@mall/shop-routes';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '../navigation';
import styles from './search-box.module.css';

export function SearchBox() {
  const { t } = useTranslation('common');
  const { push } = useAppNavigation();
  const [keyword, setKeyword] = useState('');
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = keyword.trim();
        if (trimmed) push(routes.search({ keyword: trimmed }));
      }}
    >
      <input
        type="search"
        aria-label={t('nav.search')}
        placeholder={t('nav.search')}
        value={keyword}
        maxLength={100}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <button type="submit" aria-label={t('nav.search')}>
        <Search aria-hidden="true" />
      </button>
    </form>
  );
}
