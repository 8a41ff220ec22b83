// @api-suite embedded-only: it checks the built server on an embedded data folder of its own.
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { type ServerProcess, startServerProcess, workspaceRoot } from './server-process';

describe('the built server (nx run api:build)', () => {
  // Inside the workspace, as dist/apps/api is: the bundle imports npm packages from the root node_modules.
  const scratch = join(workspaceRoot, 'tmp');
  let output: string;
  let server: ServerProcess;

  before(async () => {
    mkdirSync(scratch, { recursive: true });
    output = mkdtempSync(join(scratch, 'api-build-'));
    execFileSync(process.execPath, ['apps/api/build.mjs', output], { cwd: workspaceRoot, stdio: 'inherit' });
    // No tsx and no TypeScript path aliases: plain node runs the JavaScript on an embedded database.
    // A guard against a server that never starts, not a speed check: the first start migrates and seeds the demo,
    // pictures and all, which took over two minutes on a busy 2-core machine.
    server = await startServerProcess([join(output, 'main.js')], { DATABASE_URL: '' }, 300_000);
  });
  after(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await once(server.child, 'exit');
    }
    rmSync(output, { recursive: true, force: true });
  });

  it('carries its migrations and assets beside the JavaScript', () => {
    expect(existsSync(join(output, 'migrations/meta/_journal.json'))).toBe(true);
    expect(existsSync(join(output, 'assets/wellMart.docx'))).toBe(true);
  });

  it('migrates a new database, seeds it and answers as ready', async () => {
    const ready = await (await fetch(`${server.base}/health/ready`)).json();
    expect(ready).toEqual({ code: 200, message: 'success', data: { status: 'ready', database: 'pglite' } });
    const newest = await (await fetch(`${server.base}/customer/product/get_new?limit=1`)).json();
    expect(newest.code).toBe(200);
    expect(newest.data.list).toHaveLength(1);
  });

  it('serves the company document from its copied assets', async () => {
    const document = await fetch(`${server.base}/static/wellMart.docx`, { method: 'POST' });
    expect(document.status).toBe(200);
    expect((await document.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});
