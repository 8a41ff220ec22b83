// Installs the built package into a folder outside the workspace and uses it the way another team would:
// plain Node ESM import, a real HTTP call, and a TypeScript consumer type-checked against the shipped types.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';

const workspace = resolve(import.meta.dirname, '../../..');
const built = join(workspace, 'dist/libs/sdk');
const consumer = mkdtempSync(join(tmpdir(), 'mall-sdk-consumer-'));

before(() => {
  const tarball = execFileSync('npm', ['pack', built, '--pack-destination', consumer, '--silent'], {
    encoding: 'utf8',
  }).trim();
  const installed = join(consumer, 'node_modules/@mall/sdk');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', [
    '-xzf',
    join(consumer, tarball.split('\n').pop()),
    '-C',
    installed,
    '--strip-components=1',
  ]);
  // Peer dependencies come from the workspace's own install (the registry is not needed for this test).
  for (const dependency of ['@reduxjs', '@types', 'react', 'react-redux', 'msw', 'typescript']) {
    mkdirSync(join(consumer, 'node_modules', dependency, '..'), { recursive: true });
    symlinkSync(join(workspace, 'node_modules', dependency), join(consumer, 'node_modules', dependency));
  }
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', type: 'module', private: true }),
  );
});

let server;
after(() => server?.close());

test('the package ships ESM, type declarations, a README and the OpenAPI document', () => {
  const files = readdirSync(join(consumer, 'node_modules/@mall/sdk'));
  for (const file of ['index.js', 'testing.js', 'types', 'README.md', 'openapi.json', 'package.json']) {
    assert.ok(files.includes(file), `${file} is in the package`);
  }
});

test('a consumer outside the workspace imports the package and calls the API', async () => {
  server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/api/customer/index/get_languages') {
      assert.equal(request.headers.lang, 'es');
      response.end(
        JSON.stringify({
          code: 200,
          message: 'ok',
          data: { list: [{ code: 'es', name: 'Español' }], default: 'en' },
        }),
      );
    } else {
      response.end(JSON.stringify({ code: 2000022, message: 'insufficient balance', data: null }));
    }
  });
  await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
  const script = `
    import { createMallClient, ErrorCode, isApiError } from '@mall/sdk';
    const mall = createMallClient({ baseUrl: 'http://127.0.0.1:${server.address().port}/api', getToken: () => 't', getLanguage: () => 'es' });
    const languages = await mall.getLanguages();
    const failure = await mall.payOrder({ order_id: 1, method: 'wallet' }).catch((error) => error);
    console.log(JSON.stringify({ languages, insufficient: isApiError(failure, ErrorCode.INSUFFICIENT_BALANCE) }));
  `;
  writeFileSync(join(consumer, 'call.mjs'), script);
  const output = await new Promise((done, fail) => {
    import('node:child_process').then(({ execFile }) =>
      execFile('node', ['call.mjs'], { cwd: consumer }, (error, stdout, stderr) =>
        error ? fail(new Error(stderr)) : done(stdout),
      ),
    );
  });
  assert.deepEqual(JSON.parse(output), {
    languages: { list: [{ code: 'es', name: 'Español' }], default: 'en' },
    insufficient: true,
  });
});

test('a TypeScript consumer type-checks against the shipped declarations', () => {
  cpSync(join(import.meta.dirname, 'consumer.ts'), join(consumer, 'consumer.ts'));
  writeFileSync(
    join(consumer, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        lib: ['es2022', 'dom'],
        skipLibCheck: false,
        types: [],
      },
      files: ['consumer.ts'],
    }),
  );
  execFileSync(join(consumer, 'node_modules/typescript/bin/tsc'), ['-p', consumer], {
    cwd: consumer,
    stdio: 'inherit',
  });
});
