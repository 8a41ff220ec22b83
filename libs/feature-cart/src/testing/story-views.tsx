// Story support: a cart view with the translator, formats (and form schema) its container would hand it.
import { storyImage } from '@mall/ui/testing';
import { type ComponentType, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressListBook } from '../address/address-list';
import { addressSchema, emptyAddress } from '../address/address-schema';
import { cardSchema } from '../pay/card-schema';
import { type CartFormats, createCartFormats } from '../shared/formats';
import type { CartT } from '../shared/i18n';
import { cart, USD } from './fixtures';

const storyFormats = createCartFormats(USD, 'USD', 'en');

type Provided = { t: CartT; formats: CartFormats; schema: unknown; cardSchema: unknown };

/**
 * The view without the props its container derives from the shop's state — `t` (English), `formats` (US
 * dollars) and, for the forms, their schema — which the story's providers play the part of.
 */
export function withCartTexts<Props extends Partial<Provided> & { t: CartT }>(View: ComponentType<Props>) {
  return function ViewInEnglish(props: Omit<Props, keyof Provided>) {
    const { t } = useTranslation(['cart', 'common']);
    const schemas = useMemo(() => ({ schema: addressSchema(t), cardSchema: cardSchema(t) }), [t]);
    return <View {...(props as Props)} t={t} formats={storyFormats} {...schemas} />;
  };
}

/** The fixture cart with story pictures in place of the fixtures' unreachable addresses. */
export const storyCart = {
  ...cart,
  shops: cart.shops.map((group) => ({
    ...group,
    lines: group.lines.map((line) => ({ ...line, image: storyImage(`#${line.line_id}`, line.line_id * 70) })),
  })),
};

/** Countries and states as `/citys` names them in English, for the address stories. */
const storyCountries = [
  { code: 'GB', name: 'United Kingdom' },
  { code: 'TH', name: 'Thailand' },
  { code: 'US', name: 'United States' },
];

/** The address book's state and actions (`useAddressBook`) with story actions, in English. */
export function useStoryAddressBook(overrides: Partial<AddressListBook> = {}): AddressListBook {
  const { t } = useTranslation(['cart', 'common']);
  const countryName = (code: string) => storyCountries.find((country) => country.code === code)?.name ?? code;
  return {
    t,
    locale: 'en',
    schema: addressSchema(t, countryName),
    list: undefined,
    countries: storyCountries,
    states: [],
    countryName,
    onCountryChange: () => undefined,
    editing: null,
    initialValues: emptyAddress,
    startAdding: () => undefined,
    startEditing: () => undefined,
    stopEditing: () => undefined,
    save: async () => undefined,
    chooseOnMap: () => undefined,
    mapLink: () => '/open-location',
    deleting: undefined,
    askDelete: () => undefined,
    cancelDelete: () => undefined,
    confirmDelete: async () => undefined,
    removing: false,
    makeDefault: () => undefined,
    settingDefault: undefined,
    ...overrides,
  };
}
