// A clone of the repository has only what is tracked: no file may send its reader to documents outside it
// (section citations of the original product documents, or relative paths that leave the repository).
// The patterns are spelt with escapes so this file does not match them itself.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const outsideCitations = [
  new RegExp(String.raw`\bspec \u00a7`, 'i'),
  new RegExp(String.raw`\bDESIGN \u00a7`),
  new RegExp(String.raw`\bDESIGN\.md\b`),
];
const sharedFolderPath = new RegExp(String.raw`((?:\.\./)+)shared/`, 'g');

const untracked = new Set([
  'node_modules',
  '.git',
  'dist',
  'tmp',
  '.nx',
  'coverage',
  'storybook-static',
  'data',
]);

/** The repository's files relative to `root`: git's list, or every file outside build folders without git. */
export function repositoryFiles(root) {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', stdio: 'pipe' })
      .split('\0')
      .filter(Boolean);
  } catch {
    const found = [];
    const walk = (dir) => {
      for (const entry of readdirSync(dir)) {
        if (untracked.has(entry)) continue;
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) walk(path);
        else found.push(relative(root, path));
      }
    };
    walk(root);
    return found;
  }
}

/** Whether a `../…/shared/` path written in `file` names a folder of the repository. */
function insideRepository(root, file, ups) {
  const target = resolve(root, dirname(file), ups, 'shared');
  return !relative(root, target).startsWith('..') && existsSync(target);
}

/** Problems of one file's text, as sentences with the line they are on. */
export function outsidePointers(root, file, text) {
  return text.split('\n').flatMap((line, index) => {
    const where = `${file}:${index + 1}`;
    const citations = outsideCitations
      .map((pattern) => line.match(pattern)?.[0])
      .filter(Boolean)
      .map((found) => `${where} cites "${found}", a document outside the repository`);
    const paths = [...line.matchAll(sharedFolderPath)]
      .filter(([, ups]) => !insideRepository(root, file, ups))
      .map(([found]) => `${where} points at "${found}", outside the repository`);
    return [...citations, ...paths];
  });
}

/** Every pointer outside the repository in its text files (binary files are skipped). */
export function standaloneProblems(root) {
  return repositoryFiles(root).flatMap((file) => {
    const path = join(root, file);
    if (!existsSync(path)) return [];
    const bytes = readFileSync(path);
    return bytes.includes(0) ? [] : outsidePointers(root, file, bytes.toString('utf8'));
  });
}
