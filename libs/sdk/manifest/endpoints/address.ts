import { Type } from '@sinclair/typebox';
import { defineEndpoints } from '../define';
import { Done, Id } from '../schemas/common';
import {
  Address,
  CountryCode,
  Region,
  RegionCode,
  RegionLevel,
  addressFields,
  addressPosition,
} from '../schemas/address';

export const addressEndpoints = defineEndpoints({
  saveAddress: {
    method: 'POST',
    path: '/checkout/onepage/addressadd',
    auth: 'user',
    kind: 'mutation',
    group: 'address',
    summary:
      "Add an address, or replace one of the caller's with `id`; the first address becomes the default " +
      '(2000018 when the address book is full). A field the server refuses is named in the message ' +
      "(`Invalid parameters: postcode` when it does not fit the country's format)",
    inSpec: true,
    body: Type.Object({
      id: Type.Optional(Id),
      ...addressFields,
      ...addressPosition,
      is_default: Type.Optional(Type.Boolean({ description: 'Make this the default address' })),
    }),
    response: Address,
    invalidatesTags: [{ type: 'Address', id: 'LIST' }],
    errors: ['NO_DATA_FOUND', 'DATA_OPERATION_FAILED', 'INVALID_PARAMETERS', 'MISSING_PARAMETERS'],
  },
  setDefaultAddress: {
    method: 'POST',
    path: '/checkout/onepage/default-address',
    auth: 'user',
    kind: 'mutation',
    group: 'address',
    summary: "Make one of the caller's addresses the default",
    inSpec: true,
    body: Type.Object({ id: Id }),
    response: Address,
    invalidatesTags: [{ type: 'Address', id: 'LIST' }],
    errors: ['NO_DATA_FOUND'],
  },
  getAddressList: {
    method: 'POST',
    path: '/checkout/onepage/getaddresslist',
    auth: 'user',
    kind: 'query',
    group: 'address',
    summary: "The caller's addresses, the default first",
    inSpec: true,
    response: Type.Object({ list: Type.Array(Address) }),
    providesTags: [{ type: 'Address', id: 'LIST' }],
    errors: [],
  },
  removeAddress: {
    method: 'POST',
    path: '/checkout/onepage/remove_address',
    auth: 'user',
    kind: 'mutation',
    group: 'address',
    summary:
      "Delete one of the caller's addresses (removing the default makes the newest remaining one default)",
    inSpec: true,
    body: Type.Object({ id: Id }),
    response: Done,
    invalidatesTags: [{ type: 'Address', id: 'LIST' }],
    errors: ['NO_DATA_FOUND'],
  },
  getRegions: {
    method: 'POST',
    path: '/citys',
    auth: 'none',
    kind: 'query',
    localised: true,
    group: 'address',
    summary:
      'Region pickers: every ISO 3166-1 country without `country`, named in the request language and sorted ' +
      'by that name; its states/provinces with `country` (an empty list where none are known: the state is ' +
      'then free text); the cities of a state with both',
    inSpec: true,
    body: Type.Object({
      country: Type.Optional(CountryCode),
      state: Type.Optional(RegionCode),
    }),
    response: Type.Object({ level: RegionLevel, list: Type.Array(Region) }),
    errors: ['NO_DATA_FOUND'],
  },
});
