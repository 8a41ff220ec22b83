import { resolve } from 'node:path';
import { workspaceProblems } from './workspace-checks.mjs';

const problems = workspaceProblems(resolve(import.meta.dirname, '../..'));
if (problems.length > 0) {
  console.error(`Workspace check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('Workspace check: every project has one scope and one type tag; locales match English.');
