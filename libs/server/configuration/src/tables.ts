import { integer, jsonb, numeric, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { localised } from '@mall/server-core';

// The configuration domain's tables: only this project's services read or write them.
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sort: smallint('sort').notNull(),
});

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  symbol: text('symbol').notNull(),
  name: text('name').notNull(),
  rate: numeric('rate', { precision: 18, scale: 6, mode: 'number' }).notNull(),
  decimals: smallint('decimals').notNull(),
  sort: smallint('sort').notNull(),
});

export const walletCurrencies = pgTable('wallet_currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  network: text('network').notNull(),
  sort: smallint('sort').notNull(),
});

export const ads = pgTable('ads', {
  id: serial('id').primaryKey(),
  position: text('position', { enum: ['top', 'center_top', 'center', 'center_bottom', 'bottom'] }).notNull(),
  ...localised('title'),
  image: text('image').notNull(),
  link: text('link').notNull(),
  sort: integer('sort').notNull().default(0),
});
