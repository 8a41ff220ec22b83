import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { lockUserForUpdate } from '@mall/server-account';
import { type Database, DomainError } from '@mall/server-core';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { isCountryCode } from './regions';
import { addresses } from './tables';

/** How many addresses one user may keep; saving one more answers DATA_OPERATION_FAILED (2000018). */
export const MAX_ADDRESSES_PER_USER = 20;

export type AddressRow = typeof addresses.$inferSelect;

/** The fields of an address a user saves. */
export interface AddressFields {
  name: string;
  email: string;
  telephone: string;
  street: string;
  postcode: string;
  city: string;
  state: string;
  country: string;
  /** WGS 84 degrees, when the address was placed on the map: both or neither. */
  latitude?: number | null;
  longitude?: number | null;
}

type StoredFields = Omit<AddressFields, 'latitude' | 'longitude'> & {
  latitude: number | null;
  longitude: number | null;
};

/** Refuses the request naming the field, as schema validation does (`Invalid parameters: postcode`). */
const refuse = (key: 'MISSING_PARAMETERS' | 'INVALID_PARAMETERS', field: string): never => {
  throw new DomainError(
    key,
    null,
    `${key === 'MISSING_PARAMETERS' ? 'Missing parameters' : 'Invalid parameters'}: ${field}`,
  );
};

/** Whether the kept postcode library knows the country's postal code format. */
export const hasPostcodeFormat = (country: string): boolean => postcodeValidatorExistsForCountry(country);

/**
 * Whether `postcode` is a valid postal code of `country`: it must fit the country's format where the library
 * knows one (and is then required); elsewhere anything the schema allows, blank included.
 */
export const isPostcodeOf = (postcode: string, country: string): boolean =>
  hasPostcodeFormat(country) ? postcode !== '' && postcodeValidator(postcode, country) : true;

/**
 * The stored form of the saved fields: trimmed, country and postcode in upper case. A required field left
 * blank is missing; a country that is not ISO 3166-1, a postcode that does not fit the country's format, or
 * half a position is invalid — each refusal names its field.
 */
function addressValues(args: AddressFields): StoredFields {
  const values = {
    name: args.name.trim(),
    email: args.email.trim(),
    telephone: args.telephone.trim(),
    street: args.street.trim(),
    postcode: args.postcode.trim().replace(/\s+/g, ' ').toUpperCase(),
    city: args.city.trim(),
    state: args.state.trim(),
    country: args.country.trim().toUpperCase(),
    latitude: args.latitude ?? null,
    longitude: args.longitude ?? null,
  };
  for (const field of ['name', 'email', 'telephone', 'street', 'city'] as const) {
    if (!values[field]) refuse('MISSING_PARAMETERS', field);
  }
  if (!isCountryCode(values.country)) refuse('INVALID_PARAMETERS', 'country');
  if (!isPostcodeOf(values.postcode, values.country)) {
    refuse(values.postcode ? 'INVALID_PARAMETERS' : 'MISSING_PARAMETERS', 'postcode');
  }
  if ((values.latitude === null) !== (values.longitude === null)) {
    refuse('INVALID_PARAMETERS', values.latitude === null ? 'latitude' : 'longitude');
  }
  return values;
}

/** Newest first: the order that picks a new default and lists the non-default addresses. */
const newestFirst = [desc(addresses.createdAt), desc(addresses.id)] as const;

/** Object-level authorisation: every query is scoped to the signed-in user's own addresses. */
const ownAddress = (userId: number, id: number) => and(eq(addresses.userId, userId), eq(addresses.id, id));

async function findOwn(tx: Database, userId: number, id: number): Promise<AddressRow> {
  const [row] = await tx.select().from(addresses).where(ownAddress(userId, id));
  // Someone else's address answers exactly like a missing one, so ids cannot be probed.
  if (!row) throw new DomainError('NO_DATA_FOUND');
  return row;
}

/** Makes `id` the user's only default address. */
async function makeDefault(tx: Database, userId: number, id: number): Promise<AddressRow> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, id)));
  const [row] = await tx.update(addresses).set({ isDefault: true }).where(ownAddress(userId, id)).returning();
  if (!row) throw new DomainError('NO_DATA_FOUND');
  return row;
}

/**
 * Saves a new address (`id` absent) or changes one of the user's own. The first address, and one saved with
 * `makeDefault`, becomes the only default.
 */
export async function saveAddress(
  db: Database,
  userId: number,
  { id, fields, makeDefault: wantsDefault }: { id?: number; fields: AddressFields; makeDefault: boolean },
): Promise<AddressRow> {
  const values = addressValues(fields);
  return db.transaction(async (tx) => {
    await lockUserForUpdate(tx, userId);
    if (id !== undefined) {
      // The default flag only moves by being set elsewhere, so a user never ends up without one.
      const current = await findOwn(tx, userId, id);
      const [updated] = await tx
        .update(addresses)
        .set(values)
        .where(ownAddress(userId, current.id))
        .returning();
      if (!updated) throw new DomainError('NO_DATA_FOUND');
      return wantsDefault && !updated.isDefault ? makeDefault(tx, userId, updated.id) : updated;
    }
    const [book] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        hasDefault: sql<boolean>`coalesce(bool_or(${addresses.isDefault}), false)`,
      })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if ((book?.count ?? 0) >= MAX_ADDRESSES_PER_USER) {
      throw new DomainError(
        'DATA_OPERATION_FAILED',
        null,
        `The address book is full (at most ${MAX_ADDRESSES_PER_USER} addresses)`,
      );
    }
    const [inserted] = await tx
      .insert(addresses)
      .values({ userId, ...values, isDefault: false })
      .returning();
    if (!inserted) throw new DomainError('DATA_OPERATION_FAILED');
    // The first address becomes the default.
    return wantsDefault || !book?.hasDefault ? makeDefault(tx, userId, inserted.id) : inserted;
  });
}

export const setDefaultAddress = (db: Database, userId: number, id: number): Promise<AddressRow> =>
  db.transaction(async (tx) => {
    await lockUserForUpdate(tx, userId);
    const current = await findOwn(tx, userId, id);
    return current.isDefault ? current : makeDefault(tx, userId, current.id);
  });

/** The user's addresses, the default first, then newest first. */
export const listAddresses = (db: Database, userId: number): Promise<AddressRow[]> =>
  db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), ...newestFirst);

/** Removes one of the user's addresses; when it was the default, the newest remaining one becomes it. */
export const removeAddress = (db: Database, userId: number, id: number): Promise<void> =>
  db.transaction(async (tx) => {
    await lockUserForUpdate(tx, userId);
    const [removed] = await tx.delete(addresses).where(ownAddress(userId, id)).returning();
    if (!removed) throw new DomainError('NO_DATA_FOUND');
    if (!removed.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(...newestFirst)
      .limit(1);
    if (next) await makeDefault(tx, userId, next.id);
  });
