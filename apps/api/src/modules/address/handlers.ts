import {
  type AddressRow,
  listAddresses,
  regionsFor,
  removeAddress,
  saveAddress,
  setDefaultAddress,
} from '@mall/server-address';
import type { Database } from '../../db/connection';
import type { Handlers } from '../../http/routes';

const toAddress = (row: AddressRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  telephone: row.telephone,
  street: row.street,
  postcode: row.postcode,
  city: row.city,
  state: row.state,
  country: row.country,
  latitude: row.latitude,
  longitude: row.longitude,
  is_default: row.isDefault,
});

export function addressHandlers(db: Database): Handlers {
  return {
    saveAddress: async ({ args, user }) =>
      toAddress(
        await saveAddress(db, user.id, { id: args.id, fields: args, makeDefault: args.is_default === true }),
      ),
    setDefaultAddress: async ({ args, user }) => toAddress(await setDefaultAddress(db, user.id, args.id)),
    getAddressList: async ({ user }) => ({ list: (await listAddresses(db, user.id)).map(toAddress) }),
    removeAddress: async ({ args, user }) => {
      await removeAddress(db, user.id, args.id);
      return { done: true as const };
    },
    getRegions: async ({ args, lang }) => regionsFor(lang, args.country, args.state),
  };
}
