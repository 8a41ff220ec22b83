import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { localeProblems, tagProblems, workspaceProblems } from './workspace-checks.mjs';

test('a project needs exactly one scope and one type tag', () => {
  assert.deepEqual(tagProblems('ok', ['scope:shop', 'type:feature']), []);
  assert.deepEqual(tagProblems('bare', []), [
    'bare must have exactly one "scope:" tag (has 0)',
    'bare must have exactly one "type:" tag (has 0)',
  ]);
  assert.deepEqual(tagProblems('twice', ['scope:shop', 'scope:seller', 'type:ui']), [
    'twice must have exactly one "scope:" tag (has 2)',
  ]);
  assert.deepEqual(tagProblems('odd', ['scope:mars', 'type:ui']), ['odd has an unknown tag "scope:mars"']);
});

test('a workspace with an untagged project fails', () => {
  const root = mkdtempSync(join(tmpdir(), 'mall-ws-'));
  mkdirSync(join(root, 'libs/untagged'), { recursive: true });
  writeFileSync(
    join(root, 'libs/untagged/project.json'),
    JSON.stringify({ name: 'untagged', tags: ['type:ui'] }),
  );
  assert.deepEqual(workspaceProblems(root), ['untagged must have exactly one "scope:" tag (has 0)']);
});

test('every language must have exactly the keys of English', () => {
  const root = mkdtempSync(join(tmpdir(), 'mall-locales-'));
  const write = (language, content) => {
    mkdirSync(join(root, language), { recursive: true });
    writeFileSync(join(root, language, 'common.json'), JSON.stringify(content));
  };
  write('en', { cart: { total: 'Total', empty: 'Empty' } });
  write('th', { cart: { total: 'ยอดรวม' }, extra: 'x' });
  write('es', { cart: { total: 'Total', empty: 'Vacío' } });
  assert.deepEqual(localeProblems(root), [
    'th/common.json lacks "cart.empty"',
    'th/common.json has "extra", which English does not',
  ]);
});

test('this repository passes its own workspace check', () => {
  assert.deepEqual(workspaceProblems(join(import.meta.dirname, '../..')), []);
});
