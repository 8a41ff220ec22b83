// Reading another server domain's tables (or, in an API handler, any table) is a lint error; public services and
// foreign keys between table modules are not.
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '../..') });

const restrictedImports = async (filePath, code) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports');
};

describe('server domain boundaries', () => {
  it("refuses the account domain importing the catalogue's tables", async () => {
    const errors = await restrictedImports(
      'libs/server/account/src/probe.ts',
      "import { products } from '@mall/server-catalogue/tables';\nexport const probe = products;\n",
    );
    assert.equal(errors.length, 1);
    assert.equal(errors[0].severity, 2);
    assert.match(errors[0].message, /Another domain's tables are private/);
  });

  it('refuses an API handler reading tables instead of calling services', async () => {
    const errors = await restrictedImports(
      'apps/api/src/modules/catalogue/probe.ts',
      "import { products } from '../../db/schema';\nexport const probe = products;\n",
    );
    assert.equal(errors.length, 1);
    assert.match(errors[0].message, /Handlers call domain services/);
  });

  it("allows a domain's public services, and a table module's foreign key to another domain", async () => {
    assert.deepEqual(
      await restrictedImports(
        'libs/server/account/src/probe.ts',
        "import { unreadNoticeCount } from '@mall/server-notices';\nexport const probe = unreadNoticeCount;\n",
      ),
      [],
    );
    assert.deepEqual(
      await restrictedImports(
        'libs/server/notices/src/tables.ts',
        "import { users } from '@mall/server-account/tables';\nexport const probe = users;\n",
      ),
      [],
    );
  });
});
