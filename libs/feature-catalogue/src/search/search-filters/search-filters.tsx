import type { ConversionCurrency } from '@mall/money';
import { Button } from '@mall/ui';
import { SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { CatalogueT } from '../../shared/i18n';
import {
  activeFilterCount,
  filterFields,
  RATING_STEPS,
  readFilterFields,
  type SearchFilterFields,
  type SearchFilterValues,
} from './search-filters-rules';
import styles from './search-filters.module.css';

export interface SearchFiltersProps {
  t: CatalogueT;
  /** The display currency prices are typed in. */
  currency: ConversionCurrency & { code: string };
  values: SearchFilterValues;
  /** The shops to choose from: those of the results shown, and the chosen one. */
  shops: { id: number; name: string }[];
  /** The brands to choose from: those of the results shown, and the chosen one. */
  brands: { id: number; name: string }[];
  onApply: (values: SearchFilterValues) => void;
  /** The phone layout starts closed; a wide screen shows the filters at once. */
  initiallyOpen: boolean;
}

/**
 * A search's filters beside its sort: price range in the display currency, minimum rating, shop and brand. They apply
 * together when the shopper presses Apply (each change would otherwise be a search), and clear together.
 */
export function SearchFilters({
  t,
  currency,
  values,
  shops,
  brands,
  onApply,
  initiallyOpen,
}: SearchFiltersProps) {
  const id = useId();
  const [open, setOpen] = useState(initiallyOpen);
  const [fields, setFields] = useState<SearchFilterFields>(() => filterFields(values, currency));
  const [errors, setErrors] = useState<Partial<Record<keyof SearchFilterFields, string>>>({});
  const count = activeFilterCount(values);
  const field = (name: keyof SearchFilterFields) => ({
    id: `${id}-${name}`,
    name,
    value: fields[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value }),
  });
  const error = (name: keyof SearchFilterFields) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={styles.error}>
        {errors[name]}
      </p>
    ) : null;
  const example = (1234.5).toFixed(currency.decimals);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readFilterFields(fields, currency, {
      invalidAmount: t('search.filters.invalidAmount', { example }),
      maxBelowMin: t('search.filters.maxBelowMin'),
    });
    setErrors(read.errors);
    const [first] = Object.keys(read.errors);
    if (first) return document.getElementById(`${id}-${first}`)?.focus();
    onApply(read.values);
  };
  const shopChoices =
    shops.some((shop) => shop.id === values.shopId) || values.shopId === undefined
      ? shops
      : [...shops, { id: values.shopId, name: t('search.filters.chosenShop') }];
  const brandChoices =
    brands.some((brand) => brand.id === values.brandId) || values.brandId === undefined
      ? brands
      : [...brands, { id: values.brandId, name: t('search.filters.chosenBrand') }];
  return (
    <section className={styles.filters} aria-labelledby={`${id}-title`}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen(!open)}
      >
        <SlidersHorizontal aria-hidden="true" />
        <span id={`${id}-title`}>
          {count ? t('search.filters.titleActive', { count }) : t('search.filters.title')}
        </span>
      </button>
      <form id={`${id}-form`} className={styles.form} hidden={!open} noValidate onSubmit={submit}>
        <fieldset className={styles.price}>
          <legend>{t('search.filters.price', { currency: currency.code })}</legend>
          <div className={styles.range}>
            <label className={styles.field}>
              <span>{t('search.filters.min')}</span>
              <input {...field('priceMin')} inputMode="decimal" autoComplete="off" placeholder="0" />
            </label>
            <span aria-hidden="true">–</span>
            <label className={styles.field}>
              <span>{t('search.filters.max')}</span>
              <input {...field('priceMax')} inputMode="decimal" autoComplete="off" />
            </label>
          </div>
          {error('priceMin')}
          {error('priceMax')}
        </fieldset>
        <label className={styles.field}>
          <span>{t('search.filters.rating')}</span>
          <select {...field('ratingMin')}>
            <option value="">{t('search.filters.anyRating')}</option>
            {RATING_STEPS.map((step) => (
              <option key={step} value={String(step)}>
                {t('search.filters.ratingAtLeast', { rating: step })}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('search.filters.shop')}</span>
          <select {...field('shopId')}>
            <option value="">{t('search.filters.anyShop')}</option>
            {shopChoices.map((shop) => (
              <option key={shop.id} value={String(shop.id)}>
                {shop.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('search.filters.brand')}</span>
          <select {...field('brandId')}>
            <option value="">{t('search.filters.anyBrand')}</option>
            {brandChoices.map((brand) => (
              <option key={brand.id} value={String(brand.id)}>
                {brand.name}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.actions}>
          <Button type="submit" size="sm">
            {t('search.filters.apply')}
          </Button>
          {count > 0 && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                setFields(filterFields({}, currency));
                setErrors({});
                onApply({});
              }}
            >
              {t('search.filters.clear')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
