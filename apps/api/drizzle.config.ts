import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate --config apps/api/drizzle.config.ts` writes a migration after a schema change. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema.ts',
  out: './apps/api/src/db/migrations',
});
