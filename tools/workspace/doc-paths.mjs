// The documents may cite only files that exist: every repository path in backticks (`apps/…`, `libs/…`,
// `tools/…`, `docs/…`, `locales/…`) and every markdown link to a relative file must name something in the
// repository. A README of a project may also cite its own files from the project's folder (`src/…`, `test/…`).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The folders a cited repository path starts with. */
export const citedFolders = ['apps', 'libs', 'tools', 'docs', 'locales'];

const skipped = new Set([
  'node_modules',
  'dist',
  'tmp',
  '.nx',
  '.git',
  'coverage',
  'storybook-static',
  'data',
]);

/** A path that stands for many (`<domain>`, `*.gen.ts`, `…`, `{a,b}`) is not a file to look for. */
const placeholder = /[<>*…{}]/;
const fromRoot = new RegExp(String.raw`^(?:${citedFolders.join('|')})/`);
const fromProject = /^(?:src|test)\//;
/** Exactly a backticked root path, as `grep -ohE` finds it: a path whose last character is not stripped. */
const wholeSpan = new RegExp(String.raw`\`((?:${citedFolders.join('|')})/[A-Za-z0-9_./-]+)\``, 'g');
const codeSpan = /`([^`]+)`/g;
const link = /!?\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/** The markdown documents the check reads: the root README, `docs/*.md` and every `.md` under apps, libs and tools. */
export function findDocuments(root) {
  const found = ['README.md'].filter((file) => existsSync(join(root, file)));
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir)).sort()) {
      if (skipped.has(entry)) continue;
      const path = join(dir, entry);
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (entry.endsWith('.md')) found.push(path);
    }
  };
  ['docs', 'apps', 'libs', 'tools'].filter((dir) => existsSync(join(root, dir))).forEach(walk);
  return found;
}

/** A cited path without what follows it in prose: trailing punctuation, `:line` and `#anchor`. */
export function bareCitation(path) {
  return path
    .replace(/[#?].*$/, '')
    .replace(/[.,;:!?)'"]+$/, '')
    .replace(/:\d+(?:[-:]\d+)?$/, '')
    .replace(/[.,;:!?)'"]+$/, '');
}

/** Fenced code blocks as blank lines, so their backticks pair with nothing and line numbers stay. */
const withoutFences = (text) => {
  let fenced = false;
  return text
    .split('\n')
    .map((line) => {
      const fence = /^\s*(```|~~~)/.test(line);
      if (fence) fenced = !fenced;
      return fence || fenced ? '' : line;
    })
    .join('\n');
};

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/**
 * The paths a document cites, each with its line and the file it should resolve to (relative to `root`):
 * backticked paths from the repository's root, a project README's own `src/` and `test/` paths, and the
 * targets of relative markdown links.
 */
export function citations(root, file, text) {
  const folder = dirname(file);
  const projectReadme =
    /(^|\/)README\.md$/.test(file) &&
    /^(?:apps|libs|tools)\//.test(file) &&
    existsSync(join(root, folder, 'project.json'));
  const found = [];
  const add = (cited, target, index, source) => found.push({ cited, target, line: lineOf(source, index) });
  for (const match of text.matchAll(wholeSpan)) add(match[1], match[1], match.index, text);
  const prose = withoutFences(text);
  for (const match of prose.matchAll(codeSpan)) {
    for (const word of match[1].split(/\s+/)) {
      if (placeholder.test(word)) continue;
      const path = bareCitation(word);
      if (fromRoot.test(path)) add(path, path, match.index, prose);
      else if (projectReadme && fromProject.test(path)) add(path, join(folder, path), match.index, prose);
    }
  }
  const outsideSpans = prose.replace(codeSpan, (span) => ' '.repeat(span.length));
  for (const match of outsideSpans.matchAll(link)) {
    const address = match[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(address) || address.startsWith('#') || address.startsWith('//')) continue;
    const path = decodeURI(address.replace(/[#?].*$/, ''));
    if (!path || placeholder.test(path)) continue;
    const target = path.startsWith('/') ? path.slice(1) : relative(root, resolve(root, folder, path));
    add(address, target, match.index, outsideSpans);
  }
  return found.sort((a, b) => a.line - b.line);
}

/** The paths one document cites that do not exist, as sentences. */
export function missingCitations(root, file, text) {
  const seen = new Set();
  return citations(root, file, text).flatMap(({ cited, target, line }) => {
    const key = `${line} ${target}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const outside = target.startsWith('..');
    if (!outside && existsSync(join(root, target))) return [];
    const named = target === cited ? `"${cited}"` : `"${cited}" (${target})`;
    return [
      `${file}:${line} cites ${named}, which ${outside ? 'is outside the repository' : 'does not exist'}`,
    ];
  });
}

/** Every missing path cited by the repository's documents. */
export function docPathProblems(root) {
  return findDocuments(root).flatMap((file) =>
    missingCitations(root, file, readFileSync(join(root, file), 'utf8')),
  );
}
