import type { OperationArgs } from '@mall/sdk';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { addresses, users } from '../../db/schema';
import { DomainError } from '@mall/server-core';
import type { Handlers } from '../../http/routes';
import { isCountryCode, regionsFor } from '@mall/server-address';

/** How many addresses one user may keep; saving one more answers DATA_OPERATION_FAILED (2000018). */
export const MAX_ADDRESSES_PER_USER = 20;

type AddressRow = typeof addresses.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

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
  is_default: row.isDefault,
});

/** The stored form of the saved fields: trimmed; a required field left blank is missing, a bad country invalid. */
function addressValues(args: OperationArgs['saveAddress']) {
  const values = {
    name: args.name.trim(),
    email: args.email.trim(),
    telephone: args.telephone.trim(),
    street: args.street.trim(),
    postcode: args.postcode.trim(),
    city: args.city.trim(),
    state: args.state.trim(),
    country: args.country.trim().toUpperCase(),
  };
  if (!values.name || !values.email || !values.telephone || !values.street || !values.city) {
    throw new DomainError('MISSING_PARAMETERS');
  }
  if (!isCountryCode(values.country)) throw new DomainError('INVALID_PARAMETERS');
  return values;
}

/** Newest first: the order that picks a new default and lists the non-default addresses. */
const newestFirst = [desc(addresses.createdAt), desc(addresses.id)] as const;

/** Object-level authorisation: every query is scoped to the signed-in user's own addresses. */
const ownAddress = (userId: number, id: number) => and(eq(addresses.userId, userId), eq(addresses.id, id));

/**
 * Serialises one user's address-book changes (cap check, the single default) by locking the user's row for the
 * rest of the transaction; other users are not blocked.
 */
async function lockAddressBook(tx: Transaction, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function findOwn(tx: Transaction, userId: number, id: number): Promise<AddressRow> {
  const [row] = await tx.select().from(addresses).where(ownAddress(userId, id));
  // Someone else's address answers exactly like a missing one, so ids cannot be probed.
  if (!row) throw new DomainError('NO_DATA_FOUND');
  return row;
}

/** Makes `id` the user's only default address. */
async function makeDefault(tx: Transaction, userId: number, id: number): Promise<AddressRow> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, id)));
  const [row] = await tx.update(addresses).set({ isDefault: true }).where(ownAddress(userId, id)).returning();
  if (!row) throw new DomainError('NO_DATA_FOUND');
  return row;
}

export function addressHandlers(db: Database): Handlers {
  return {
    saveAddress: async ({ args, user }) => {
      const userId = user.id;
      const values = addressValues(args);
      const wantsDefault = args.is_default === true;
      const saved = await db.transaction(async (tx) => {
        await lockAddressBook(tx, userId);
        if (args.id !== undefined) {
          // The default flag only moves by being set elsewhere, so a user never ends up without one.
          const current = await findOwn(tx, userId, args.id);
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
      return toAddress(saved);
    },

    setDefaultAddress: async ({ args, user }) => {
      const userId = user.id;
      const row = await db.transaction(async (tx) => {
        await lockAddressBook(tx, userId);
        const current = await findOwn(tx, userId, args.id);
        return current.isDefault ? current : makeDefault(tx, userId, current.id);
      });
      return toAddress(row);
    },

    getAddressList: async ({ user }) => {
      const userId = user.id;
      const rows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), ...newestFirst);
      return { list: rows.map(toAddress) };
    },

    removeAddress: async ({ args, user }) => {
      const userId = user.id;
      await db.transaction(async (tx) => {
        await lockAddressBook(tx, userId);
        const [removed] = await tx.delete(addresses).where(ownAddress(userId, args.id)).returning();
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
      return { done: true as const };
    },

    getRegions: async ({ args }) => regionsFor(args.country, args.state),
  };
}
