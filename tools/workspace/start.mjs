// `npm start`: builds every web app the server serves (Nx's cache makes an unchanged app cost about a second),
// then runs the server, which migrates and, on first start, seeds the embedded database.
import { spawn } from 'node:child_process';
import { buildApps, root } from './build-apps.mjs';

// Builds shop, seller-profile and staff-console: `webApps()` finds them by their Vite configs, and
// tools/workspace/build-apps.test.mjs pins that list.
buildApps();
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
