// @api-suite embedded-only: it checks the configuration's documentation.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { expect } from 'expect';

const root = resolve(__dirname, '../../..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');

describe('configuration documents', () => {
  it('name every environment variable the server reads, in .env.example and docs/deploy.md', () => {
    const source = read('apps/api/src/config.ts');
    const variables = [
      ...new Set([...source.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]!)),
    ];
    expect(variables).toContain('TRUST_PROXY');
    // Nothing outside config.ts reads the environment: one place decides every setting.
    for (const file of ['apps/api/src/server.ts', 'apps/api/src/app.ts', 'apps/api/src/db/connection.ts'])
      expect({ file, reads: read(file).includes('process.env') }).toEqual({ file, reads: false });
    const example = read('.env.example');
    const deploy = read('docs/deploy.md');
    for (const name of variables) {
      expect({ name, inExample: example.includes(name) }).toEqual({ name, inExample: true });
      expect({ name, inDeployDoc: deploy.includes(name) }).toEqual({ name, inDeployDoc: true });
    }
  });
});
