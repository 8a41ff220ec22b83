import { Tabs } from '@mall/ui';
import type { ReactNode } from 'react';

export const ALL_TAB = 'all';

export interface StateTabsProps<Tab extends string> {
  /** Accessible name of the tab list. */
  label: string;
  /** The tabs after "All", in order. */
  tabs: readonly Tab[];
  selected: Tab | undefined;
  tabLabel: (tab: Tab | typeof ALL_TAB) => string;
  onSelect: (tab: Tab | undefined) => void;
  /** The selected tab's list (the others stay empty: their lists load when chosen). */
  children: ReactNode;
}

/** "All" and one tab per state, kept in the URL by the container; only the chosen tab's panel has content. */
export function StateTabs<Tab extends string>({
  label,
  tabs,
  selected,
  tabLabel,
  onSelect,
  children,
}: StateTabsProps<Tab>) {
  const current = selected ?? ALL_TAB;
  const ids = [ALL_TAB, ...tabs] as const;
  return (
    <Tabs
      label={label}
      selectedId={current}
      onChange={(id) => onSelect(id === ALL_TAB ? undefined : (id as Tab))}
      items={ids.map((id) => ({
        id,
        label: tabLabel(id),
        content: id === current ? children : null,
      }))}
    />
  );
}
