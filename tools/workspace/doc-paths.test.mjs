import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { bareCitation, docPathProblems, findDocuments, missingCitations } from './doc-paths.mjs';

/** A repository in a temporary folder with these files. */
const repository = (files) => {
  const root = mkdtempSync(join(tmpdir(), 'mall-docs-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, dirname(path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
};

test('a cited path is stripped of prose around it', () => {
  assert.equal(bareCitation('apps/api/src/app.ts,'), 'apps/api/src/app.ts');
  assert.equal(bareCitation('apps/api/src/app.ts:42'), 'apps/api/src/app.ts');
  assert.equal(bareCitation('apps/api/src/app.ts:42-50).'), 'apps/api/src/app.ts');
  assert.equal(bareCitation('docs/api.md#errors'), 'docs/api.md');
  assert.equal(bareCitation('libs/ui/'), 'libs/ui/');
});

test('a document citing a path that exists passes', () => {
  const root = repository({
    'apps/api/src/app.ts': '',
    'docs/guide.md': 'The app is `apps/api/src/app.ts` (line `apps/api/src/app.ts:3`), in `apps/api/`.\n',
  });
  assert.deepEqual(docPathProblems(root), []);
});

test('a document citing a missing path fails, naming the path and the document', () => {
  const root = repository({
    'README.md': 'Start with `docs/guide.md`.\n',
    'docs/guide.md':
      '# Guide\n\nThe shell is `apps/api/src/http/localise.ts`, run by `node tools/x/run.mjs --fast`.\n',
  });
  assert.deepEqual(docPathProblems(root), [
    'docs/guide.md:3 cites "apps/api/src/http/localise.ts", which does not exist',
    'docs/guide.md:3 cites "tools/x/run.mjs", which does not exist',
  ]);
});

test('placeholders and paths outside the cited folders are not looked for', () => {
  const root = repository({
    'docs/guide.md': [
      'Each `libs/server/<domain>` has `libs/sdk/src/generated/*.gen.ts`, `locales/…/errors.json`,',
      '`apps/{shop,api}/project.json`; the build writes `dist/apps/api/main.js` and `tmp/x`.',
      '```sh',
      'node tools/never/run.mjs',
      '```',
      '',
    ].join('\n'),
  });
  assert.deepEqual(docPathProblems(root), []);
});

test('a code span may run over a line break', () => {
  const text = 'Run `node\ntools/missing.mjs` and see `docs/missing.md`.\n';
  assert.deepEqual(missingCitations(repository({}), 'docs/guide.md', text), [
    'docs/guide.md:1 cites "tools/missing.mjs", which does not exist',
    'docs/guide.md:2 cites "docs/missing.md", which does not exist',
  ]);
});

test('relative markdown links must resolve; web addresses and anchors are left alone', () => {
  const root = repository({
    'docs/shot.png': '',
    'docs/guide.md': [
      '![A shot](shot.png) [home](../README.md#top) [web](https://example.com/x.md) [here](#layout)',
      '[gone](benchmarks.md) and [up](../../outside.md)',
      '',
    ].join('\n'),
    'README.md': '',
  });
  assert.deepEqual(docPathProblems(root), [
    'docs/guide.md:2 cites "benchmarks.md" (docs/benchmarks.md), which does not exist',
    'docs/guide.md:2 cites "../../outside.md" (../outside.md), which is outside the repository',
  ]);
});

test("a project's README may cite its own files from its folder", () => {
  const root = repository({
    'apps/api/project.json': '{}',
    'apps/api/src/db/schema.ts': '',
    'apps/api/README.md':
      'Tables in `src/db/schema.ts`; tests in `test/app.spec.ts`; `src/<domain>/` each.\n',
  });
  assert.deepEqual(docPathProblems(root), [
    'apps/api/README.md:1 cites "test/app.spec.ts" (apps/api/test/app.spec.ts), which does not exist',
  ]);
});

test('the documents read are the root README, docs and markdown under the projects', () => {
  const root = repository({
    'README.md': '',
    'docs/a.md': '',
    'docs/notes.txt': '',
    'libs/ui/README.md': '',
    'libs/ui/node_modules/x/README.md': '',
    'apps/web/dist/README.md': '',
  });
  assert.deepEqual(findDocuments(root), ['README.md', 'docs/a.md', 'libs/ui/README.md']);
});

test("this repository's documents cite only paths that exist", () => {
  assert.deepEqual(docPathProblems(join(import.meta.dirname, '../..')), []);
});
