import type { ReactNode } from 'react';
import type { CatalogueT } from '../shared/i18n';
import type { ProductSort } from '../shared/query-params';
import styles from './list-controls.module.css';

/** A row of list controls (filters, sort). */
export function ListControls({ children }: { children: ReactNode }) {
  return <div className={styles.controls}>{children}</div>;
}

/** The row of list controls while the list loads: as high as the real one. */
export function ListControlsSkeleton() {
  return <div className={styles.controls} aria-hidden="true" />;
}

export interface SelectOption {
  value: string;
  label: string;
  /** BCP 47 tag when the label is in another language than the page (server text). */
  lang?: string;
}

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}

export function SelectField({ label, value, options, onChange }: SelectFieldProps) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <select className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export interface SortSelectProps<Sort extends ProductSort> {
  t: CatalogueT;
  sorts: readonly Sort[];
  value: Sort | undefined;
  /** undefined: the list's own order (shown as `defaultLabel`). */
  onChange: (sort: Sort | undefined) => void;
  /** Offer "featured" (no sort) as the first choice; false when the first sort is the default. */
  withDefault?: boolean;
}

export function SortSelect<Sort extends ProductSort>({
  t,
  sorts,
  value,
  onChange,
  withDefault = true,
}: SortSelectProps<Sort>) {
  const options = [
    ...(withDefault ? [{ value: '', label: t('sort.default') }] : []),
    ...sorts.map((sort) => ({ value: sort, label: t(`sort.${sort}`) })),
  ];
  return (
    <SelectField
      label={t('sort.label')}
      value={value ?? (withDefault ? '' : (sorts[0] ?? ''))}
      options={options}
      onChange={(next) => onChange(sorts.find((sort) => sort === next))}
    />
  );
}
