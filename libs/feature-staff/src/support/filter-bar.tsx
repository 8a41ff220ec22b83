import styles from './support.module.css';

/** Which of customer service's conversations the inbox lists. */
export const supportFilters = ['unassigned', 'mine', 'all'] as const;
export type SupportFilter = (typeof supportFilters)[number];

export interface FilterBarProps {
  label: string;
  value: SupportFilter;
  labelOf(filter: SupportFilter): string;
  onChange(filter: SupportFilter): void;
}

/** The inbox's filters as a row of toggle buttons (the pressed one is listed). */
export function FilterBar({ label, value, labelOf, onChange }: FilterBarProps) {
  return (
    <div className={styles.filters} role="group" aria-label={label}>
      {supportFilters.map((filter) => (
        <button
          key={filter}
          type="button"
          className={styles.filter}
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
        >
          {labelOf(filter)}
        </button>
      ))}
    </div>
  );
}
