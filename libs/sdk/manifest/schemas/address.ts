import { Type } from '@sinclair/typebox';
import { Email, Id } from './common';

/** ISO 3166-1 alpha-2 country code, upper case (`US`, `TH`). */
export const CountryCode = Type.String({
  minLength: 2,
  maxLength: 2,
  pattern: '^[A-Z]{2}$',
  description: 'ISO 3166-1 alpha-2 country code',
});

/** The `code` of a state/province or city from `getRegions`. */
export const RegionCode = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** The longest street line an address keeps, in characters (code points). */
export const STREET_MAX = 500;

/** WGS 84 latitude in decimal degrees. */
export const Latitude = Type.Number({ minimum: -90, maximum: 90, description: 'WGS 84 latitude, degrees' });
/** WGS 84 longitude in decimal degrees. */
export const Longitude = Type.Number({
  minimum: -180,
  maximum: 180,
  description: 'WGS 84 longitude, degrees',
});

/** Where the address is on the map, when it was chosen there (`/choose-location`): both or neither. */
export const addressPosition = {
  latitude: Type.Optional(Latitude),
  longitude: Type.Optional(Longitude),
};

/** The editable fields of an address, as the save form sends them (docs/requirements.md R2). */
export const addressFields = {
  name: Type.String({ minLength: 1, maxLength: 100, description: "Recipient's name" }),
  email: Email,
  telephone: Type.String({ minLength: 4, maxLength: 32, pattern: '^\\+?[0-9][0-9 ()-]*$' }),
  street: Type.String({
    minLength: 1,
    maxLength: STREET_MAX,
    description: 'Street, number, building, unit (any script; long lines wrap on screen)',
  }),
  postcode: Type.String({
    maxLength: 20,
    pattern: '^[A-Za-z0-9 -]*$',
    description:
      "Postal code, checked against the country's format where one is known (then required); '' where the " +
      'country has none',
  }),
  city: Type.String({ minLength: 1, maxLength: 100 }),
  state: Type.String({ maxLength: 100, description: "State or province; '' where the country has none" }),
  country: CountryCode,
};

export const Address = Type.Object(
  {
    id: Id,
    ...addressFields,
    latitude: Type.Union([Latitude, Type.Null()], {
      description: 'WGS 84 latitude, or null when not placed',
    }),
    longitude: Type.Union([Longitude, Type.Null()], {
      description: 'WGS 84 longitude, or null when not placed',
    }),
    is_default: Type.Boolean({
      description: 'The address checkout uses unless another is chosen; exactly one address is the default',
    }),
  },
  { title: 'Address' },
);

export const Region = Type.Object(
  { code: Type.String({ maxLength: 64 }), name: Type.String({ maxLength: 200 }) },
  { title: 'Region' },
);

export const RegionLevel = Type.Union(
  [Type.Literal('country'), Type.Literal('state'), Type.Literal('city')],
  { title: 'RegionLevel' },
);
