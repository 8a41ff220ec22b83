import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { DatabaseHandle } from '@mall/server-database';
import { openTestDatabase } from '@mall/server-database/testing';
import {
  listAds,
  listCurrencies,
  listLanguages,
  listWalletCurrencies,
  WEBSITE_CONFIG_KEY,
  websiteConfig,
} from '../src';
import { ads, currencies, languages, settings, walletCurrencies } from '../src/tables';

describe('configuration', () => {
  let database: DatabaseHandle;
  before(async () => {
    database = await openTestDatabase();
  });
  after(() => database.close());

  it('starts empty after the migrations: reference data is the seed’s to write', async () => {
    const { db } = database;
    expect(await listCurrencies(db)).toEqual([]);
    expect(await listLanguages(db)).toEqual([]);
    expect(await listWalletCurrencies(db)).toEqual([]);
    expect(await websiteConfig(db)).toBeUndefined();
  });

  it('lists currencies, languages and settlement wallets in their set order', async () => {
    const { db } = database;
    await db.insert(currencies).values([
      { code: 'EUR', symbol: '€', name: 'Euro', rate: 0.92, decimals: 2, sort: 1 },
      { code: 'USD', symbol: '$', name: 'US Dollar', rate: 1, decimals: 2, sort: 0 },
      { code: 'JPY', symbol: '¥', name: 'Yen', rate: 151.25, decimals: 0, sort: 2 },
    ]);
    await db.insert(languages).values([
      { code: 'th', name: 'ไทย', sort: 1 },
      { code: 'en', name: 'English', sort: 0 },
    ]);
    await db.insert(walletCurrencies).values([
      { code: 'USDT', name: 'Tether', network: 'TRC20', sort: 1 },
      { code: 'BTC', name: 'Bitcoin', network: 'Bitcoin', sort: 0 },
    ]);
    expect(await listCurrencies(db)).toEqual([
      { code: 'USD', symbol: '$', rate: 1, decimals: 2, name: 'US Dollar' },
      { code: 'EUR', symbol: '€', rate: 0.92, decimals: 2, name: 'Euro' },
      { code: 'JPY', symbol: '¥', rate: 151.25, decimals: 0, name: 'Yen' },
    ]);
    expect((await listLanguages(db)).map((language) => language.code)).toEqual(['en', 'th']);
    expect(await listWalletCurrencies(db)).toEqual([
      { code: 'BTC', name: 'Bitcoin', network: 'Bitcoin' },
      { code: 'USDT', name: 'Tether', network: 'TRC20' },
    ]);
  });

  it('lists advertisements by position, then order, and answers the website configuration as stored', async () => {
    const { db } = database;
    await db.insert(ads).values([
      { position: 'top', title_en: 'Second', image: 'ads/2.jpg', link: '/2', sort: 2 },
      { position: 'center', title_en: 'Middle', image: 'ads/3.jpg', link: '/3', sort: 0 },
      { position: 'top', title_en: 'First', title_jp: '最初', image: 'ads/1.jpg', link: '/1', sort: 1 },
    ]);
    expect((await listAds(db)).map((ad) => [ad.position, ad.title_en, ad.title_jp])).toEqual([
      ['center', 'Middle', null],
      ['top', 'First', '最初'],
      ['top', 'Second', null],
    ]);
    const config = { site_name: 'Mall', support_email: 'help@mall.example', features: { chat: true } };
    await db.insert(settings).values({ key: WEBSITE_CONFIG_KEY, value: config });
    expect(await websiteConfig(db)).toEqual(config);
  });
});
