import { resolve } from 'node:path';
import { docPathProblems } from './doc-paths.mjs';
import { standaloneProblems } from './standalone.mjs';
import { workspaceProblems } from './workspace-checks.mjs';

const root = resolve(import.meta.dirname, '../..');
const problems = [...workspaceProblems(root), ...standaloneProblems(root), ...docPathProblems(root)];
if (problems.length > 0) {
  console.error(`Workspace check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  'Workspace check: every project has one scope and one type tag; locales match English; nothing points outside the repository; every path the documents cite exists.',
);
