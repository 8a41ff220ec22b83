import { useTranslation } from 'react-i18next';
import styles from './filter-bar.module.css';

/** Which of customer service's conversations the inbox lists. */
export const supportFilters = ['unassigned', 'mine', 'all'] as const;
export type SupportFilter = (typeof supportFilters)[number];

export interface FilterBarProps {
  value: SupportFilter;
  onChange(filter: SupportFilter): void;
}

/** The inbox's filters as a row of toggle buttons (the pressed one is listed). */
export function FilterBar({ value, onChange }: FilterBarProps) {
  const { t } = useTranslation(['staff', 'chat']);
  return (
    <div className={styles.filters} role="group" aria-label={t('support.filters')}>
      {supportFilters.map((filter) => (
        <button
          key={filter}
          type="button"
          className={styles.filter}
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
        >
          {t(`chat:inbox.${filter}`)}
        </button>
      ))}
    </div>
  );
}
