import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from '@mall/server-account/tables';
import { createdAt } from '@mall/server-core';

// The address domain's tables: only this project's services read or write them.
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    telephone: text('telephone').notNull(),
    street: text('street').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    /** WGS 84 degrees where the address was placed on the map (`/choose-location`); both or neither. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('addresses_user_idx').on(table.userId),
    check(
      'addresses_position_check',
      sql`(${table.latitude} IS NULL AND ${table.longitude} IS NULL) OR (${table.latitude} BETWEEN -90 AND 90 AND ${table.longitude} BETWEEN -180 AND 180)`,
    ),
  ],
);
