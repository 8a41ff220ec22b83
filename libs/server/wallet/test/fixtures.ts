import { sql } from 'drizzle-orm';
import { registerCustomer } from '@mall/server-account';
import type { Database } from '@mall/server-core';

export const PASSWORD = 'wallet password 1';
export const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

export const rowsOf = async <Row>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** A customer account (through the account domain's own registration), answered by its id. */
export const newUser = async (db: Database, email: string) =>
  (await registerCustomer(db, { email, password: PASSWORD, firstname: 'Wallet', lastname: 'Tester' })).id;

/** A shop to settle to; shops belong to the catalogue, whose tables are not the wallet's to import. */
export async function openShop(db: Database, name: string): Promise<number> {
  const [shop] = await rowsOf<{ id: number }>(
    db,
    sql`insert into shops (name, description_en, logo, banner) values (${name}, ${name}, 'logo.png', 'banner.png')
      returning id`,
  );
  return shop!.id;
}

/** The settlement wallets a withdrawal may name, as the seed's reference data has them. */
export const addWalletCurrency = (db: Database) =>
  db.execute(
    sql`insert into wallet_currencies (code, name, network, sort) values ('ETH', 'Ethereum', 'ERC20', 0)
      on conflict do nothing`,
  );
