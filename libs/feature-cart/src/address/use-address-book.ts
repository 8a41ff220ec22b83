import { bcp47, isLanguage } from '@mall/i18n';
import {
  type Address,
  useGetAddressListQuery,
  useGetRegionsQuery,
  useRemoveAddressMutation,
  useSaveAddressMutation,
  useSetDefaultAddressMutation,
} from '@mall/sdk';
import { chooseLocationLink, keepDraft, routes, takeChosenPlace, takeDraft } from '@mall/shop-routes';
import { queryState } from '@mall/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { type AddressValues, addressSchema, emptyAddress } from './address-schema';

/** Which form is open: none, a new address, or the saved address with this id. */
export type Editing = null | 'new' | number;

interface Draft {
  editing: Editing;
  values: AddressValues;
}

const valuesOf = (address: Address): AddressValues => ({
  name: address.name,
  email: address.email,
  telephone: address.telephone,
  street: address.street,
  postcode: address.postcode,
  city: address.city,
  state: address.state,
  country: address.country,
  latitude: address.latitude,
  longitude: address.longitude,
});

/** The draft and the place chosen on the map, when this page comes back from /choose-location. */
function useReturnFromMap(back: string): Draft | undefined {
  const [returned] = useState(() => {
    const draft = takeDraft<Draft>(`address:${back}`);
    if (!draft) return undefined;
    const place = takeChosenPlace(back);
    if (!place) return draft;
    const values = { ...draft.values, latitude: place.latitude, longitude: place.longitude };
    if (place.city) values.city = place.city;
    if (place.country && place.country !== values.country) {
      values.country = place.country;
      values.state = '';
    }
    return { ...draft, values };
  });
  return returned;
}

/**
 * The address book's state and actions, shared by checkout's address step and the dashboard's address book:
 * the list, the countries and the chosen country's states, the open form (kept across a trip to the map),
 * saving, deleting after a confirmation, and making an address the default.
 */
export function useAddressBook() {
  const { t, i18n } = useTranslation(['cart', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  const returned = useReturnFromMap(back);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = isLanguage(language) ? bcp47(language) : 'en';

  const book = useGetAddressListQuery();
  const countries = useGetRegionsQuery({});
  const countryName = useCallback(
    (code: string) => countries.data?.list.find((country) => country.code === code)?.name ?? code,
    [countries.data],
  );
  const schema = useMemo(() => addressSchema(t, countryName), [t, countryName]);
  const [editing, setEditing] = useState<Editing>(returned?.editing ?? null);
  const [draft, setDraft] = useState<AddressValues | undefined>(returned?.values);
  const [country, setCountry] = useState(returned?.values.country ?? '');
  const states = useGetRegionsQuery({ country }, { skip: !/^[A-Z]{2}$/.test(country) });
  const [saveAddress] = useSaveAddressMutation();
  const [removeAddress, removing] = useRemoveAddressMutation();
  const [setDefaultAddress, settingDefault] = useSetDefaultAddressMutation();
  const [deleting, setDeleting] = useState<Address | undefined>();

  const list = book.data?.list;
  const edited = typeof editing === 'number' ? list?.find((address) => address.id === editing) : undefined;
  const initialValues = draft ?? (edited ? valuesOf(edited) : emptyAddress);

  const open = (next: Editing) => {
    setDraft(undefined);
    setEditing(next);
  };

  /** Saves the open form; resolves to the saved address, or undefined when refused. */
  const save = async (values: AddressValues): Promise<Address | undefined> => {
    const { latitude, longitude, ...fields } = values;
    const saved = await saveAddress({
      ...fields,
      ...(latitude !== null && longitude !== null ? { latitude, longitude } : {}),
      ...(typeof editing === 'number' ? { id: editing } : {}),
    });
    if ('error' in saved || !saved.data) return undefined;
    setDraft(undefined);
    setEditing(null);
    return saved.data;
  };

  return {
    t,
    locale,
    schema,
    addresses: queryState(book, { select: (data) => data.list }),
    list,
    countries: countries.data?.list,
    states: (country && states.data?.level === 'state' ? states.data.list : undefined) ?? [],
    countryName,
    onCountryChange: setCountry,
    editing,
    initialValues,
    startAdding: () => open('new'),
    startEditing: (id: number) => open(id),
    stopEditing: () => open(null),
    save,
    chooseOnMap: (values: AddressValues) => {
      keepDraft(`address:${back}`, { editing: editing ?? 'new', values } satisfies Draft);
      const near = values.latitude !== null && values.longitude !== null ? values : null;
      navigate(chooseLocationLink(back, near as { latitude: number; longitude: number } | null));
    },
    mapLink: (
      values: Pick<AddressValues, 'latitude' | 'longitude' | 'name' | 'street' | 'city' | 'country'>,
    ) =>
      routes.openLocation({
        lat: values.latitude ?? 0,
        lng: values.longitude ?? 0,
        name: values.name,
        address: [values.street, values.city, countryName(values.country)].filter(Boolean).join(', '),
      }),
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(undefined),
    confirmDelete: async () => {
      if (!deleting) return;
      const removed = await removeAddress({ id: deleting.id });
      if (!('error' in removed)) {
        if (editing === deleting.id) open(null);
        setDeleting(undefined);
      }
    },
    removing: removing.isLoading,
    makeDefault: (id: number) => void setDefaultAddress({ id }),
    settingDefault: settingDefault.isLoading ? settingDefault.originalArgs?.id : undefined,
  };
}

export type AddressBook = ReturnType<typeof useAddressBook>;
