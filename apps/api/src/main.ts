import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from './config';
import { startServer } from './server';

const log = (message: string) => process.stdout.write(`${message}\n`);

const DEMO_ACCOUNTS = `Demo accounts (email / password):
  shopper  shopper@mall.example / shopper123
  seller   seller@mall.example  / seller123
  staff    staff@mall.example   / staff1234   (the staff console's admin)
  reviewer reviewer@mall.example / reviewer123 (staff: reviewer, support)
`;
const NO_DEMO_ACCOUNTS = `No demo accounts on this database. Create the first staff account with
  npm run ops -- create-staff --email <address> --name <first name>
`;

async function main() {
  const started = Date.now();
  const config = loadConfig();
  const server = await startServer(config, log);
  const port = config.port;

  const shop = existsSync(join(config.webRoot, 'shop', 'index.html'))
    ? `\n  Shop:        http://localhost:${port}/`
    : '\n  (The storefront is not built: `npx nx run shop:build`, or start with `npm start`.)';
  const sellerApp = existsSync(join(config.webRoot, 'seller-profile', 'index.html'))
    ? `\n  Seller app:  http://seller.localhost:${port}/`
    : '';
  const staffConsole = existsSync(join(config.webRoot, 'staff-console', 'index.html'))
    ? `\n  Staff console: http://staff.localhost:${port}/`
    : '';
  log(`
Mall is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s, database: ${server.database.kind}${config.databaseUrl ? '' : ` in ${config.dataDir}`})${shop}${sellerApp}${staffConsole}
  API:         http://localhost:${port}/api   (reference: http://localhost:${port}/api/docs)
${config.seedDemo ? DEMO_ACCOUNTS : NO_DEMO_ACCOUNTS}`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: finishing in-flight requests…`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`shutdown failed: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  log(`Mall failed to start: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
