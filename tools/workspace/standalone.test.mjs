import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { outsidePointers, standaloneProblems } from './standalone.mjs';

// Written with escapes and joins so that this file passes the check it tests.
const section = '\u00a7';
const designFile = ['DESIGN', 'md'].join('.');
const sharedUp = ['..', 'shared', ''].join('/');

/** A throw-away repository folder (not a git checkout) with the given files. */
function repository(files) {
  const root = mkdtempSync(join(tmpdir(), 'mall-standalone-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

test('section citations of documents outside the repository are problems, in any case', () => {
  const root = repository({});
  assert.deepEqual(
    outsidePointers(
      root,
      'a.ts',
      `// pages load lazily (spec ${section}2)\n// see DESIGN ${section}4\n// Spec ${section}9`,
    ),
    [
      `a.ts:1 cites "spec ${section}", a document outside the repository`,
      `a.ts:2 cites "DESIGN ${section}", a document outside the repository`,
      `a.ts:3 cites "Spec ${section}", a document outside the repository`,
    ],
  );
  assert.deepEqual(outsidePointers(root, 'README.md', `Read ${designFile} first.`), [
    `README.md:1 cites "${designFile}", a document outside the repository`,
  ]);
});

test('a relative path to a shared folder is a problem only when it leaves the repository', () => {
  const root = repository({ 'libs/feature/src/shared/paths.ts': 'export {};\n' });
  assert.deepEqual(
    outsidePointers(root, 'libs/feature/src/views/card.tsx', `import { path } from '${sharedUp}paths';`),
    [],
  );
  assert.deepEqual(outsidePointers(root, 'README.md', `Design: \`${sharedUp}design.md\`.`), [
    `README.md:1 points at "${sharedUp}", outside the repository`,
  ]);
  assert.deepEqual(outsidePointers(root, 'docs/a.md', `See ${sharedUp}spec.md.`), [
    `docs/a.md:1 points at "${sharedUp}", outside the repository`,
  ]);
});

test('every text file of a repository is read, binary files are skipped', () => {
  const root = repository({
    'apps/api/src/a.ts': `/** The envelope (docs/requirements.md R8). */\n`,
    'libs/ui/README.md': `Constants (spec ${section}9).\n`,
    'assets/image.bin': Buffer.from([0, 115, 112, 101, 99, 32, 194, 167]),
  });
  assert.deepEqual(standaloneProblems(root), [
    `libs/ui/README.md:1 cites "spec ${section}", a document outside the repository`,
  ]);
});

test('this repository stands alone', () => {
  assert.deepEqual(standaloneProblems(join(import.meta.dirname, '../..')), []);
});
