import { useGetSearchSuggestionsQuery } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { Button, SearchCombobox, type SearchComboboxGroup, type SearchComboboxOption } from '@mall/ui';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppNavigation } from '../../navigation';
import { clearRecentSearches, readRecentSearches, rememberSearch } from './recent-searches';
import { useDebouncedValue } from './use-debounced-value';

/** How long typing pauses before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 250;
const KEYWORD_MAX_LENGTH = 100;

/** The keyword the search page shows, so the one box on that page holds it. */
function useSearchedKeyword(): string | undefined {
  const location = useLocation();
  if (location.pathname !== routes.search.path) return undefined;
  return new URLSearchParams(location.search).get('keyword')?.trim() ?? '';
}

/**
 * The app bar's search box: suggestions (products, categories, shops) while typing, after a pause; recent
 * searches, kept on this device, while it is empty. On the search page it holds the keyword searched.
 */
export function SearchBox() {
  const { t } = useTranslation('common');
  const { push } = useAppNavigation();
  const searched = useSearchedKeyword();
  const [value, setValue] = useState(searched ?? '');
  const [recent, setRecent] = useState<string[]>(() => readRecentSearches());
  // Another search page's keyword replaces what the box held (set while rendering, as React advises).
  const [held, setHeld] = useState(searched);
  if (searched !== held) {
    setHeld(searched);
    if (searched !== undefined) setValue(searched);
  }
  const typed = useDebouncedValue(value.trim(), SUGGEST_DELAY_MS);
  const suggestions = useGetSearchSuggestionsQuery(typed ? { keyword: typed } : skipToken);
  // Suggestions of an earlier keyword stay up until the next ones arrive; none once the box is empty.
  const shown = value.trim() ? suggestions.data : undefined;
  const search = (keyword: string) => {
    setRecent(rememberSearch(keyword));
    push(routes.search({ keyword }));
  };
  const groups: SearchComboboxGroup[] = shown
    ? [
        {
          key: 'products',
          label: t('searchBox.products'),
          options: shown.products.map((product) => ({
            key: `product:${product.id}`,
            label: product.name.text,
            image: product.image,
          })),
        },
        {
          key: 'categories',
          label: t('searchBox.categories'),
          options: shown.categories.map((category) => ({
            key: `category:${category.id}`,
            label: category.name.text,
          })),
        },
        {
          key: 'shops',
          label: t('searchBox.shops'),
          options: shown.shops.map((shop) => ({
            key: `shop:${shop.id}`,
            label: shop.name,
            image: shop.logo,
          })),
        },
      ]
    : value.trim()
      ? []
      : [
          {
            key: 'recent',
            label: t('searchBox.recent'),
            options: recent.map((keyword) => ({ key: `recent:${keyword}`, label: keyword })),
          },
        ];
  const select = (option: SearchComboboxOption) => {
    const [kind, id] = [
      option.key.slice(0, option.key.indexOf(':')),
      option.key.slice(option.key.indexOf(':') + 1),
    ];
    if (kind === 'recent') return search(id);
    // The typed words led somewhere: they are a recent search too.
    if (value.trim()) setRecent(rememberSearch(value));
    if (kind === 'product') push(routes.productDetail({ id: Number(id) }));
    else if (kind === 'category') push(routes.categoryDetail({ id: Number(id) }));
    else push(routes.shopDetail({ id: Number(id) }));
  };
  const empty = shown && !shown.products.length && !shown.categories.length && !shown.shops.length;
  return (
    <SearchCombobox
      // A search made (or another one opened) closes the list: the box starts afresh with the new keyword.
      key={held ?? ''}
      labels={{ input: t('nav.search'), placeholder: t('searchBox.placeholder'), submit: t('nav.search') }}
      value={value}
      onValueChange={setValue}
      groups={groups}
      note={
        shown?.corrected_keyword
          ? t('searchBox.corrected', { keyword: shown.corrected_keyword })
          : empty
            ? t('searchBox.none')
            : undefined
      }
      footer={
        !value.trim() && recent.length ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              clearRecentSearches();
              setRecent([]);
            }}
          >
            {t('searchBox.clearRecent')}
          </Button>
        ) : undefined
      }
      onSelect={select}
      onSubmit={search}
      maxLength={KEYWORD_MAX_LENGTH}
    />
  );
}
