import { defineConfig } from 'drizzle-kit';

/**
 * After a schema change, writes the next migration of the one series for the whole database:
 * `TSX_TSCONFIG_PATH=apps/api/tsconfig.json node --import tsx node_modules/drizzle-kit/bin.cjs generate --config apps/api/drizzle.config.ts`
 * (through tsx, which resolves the `@mall/server-*` aliases the domains' table modules import each other by).
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema.ts',
  out: './libs/server/database/migrations',
});
