// Workspace rules that no single project can check: every project carries exactly one `scope:` and one
// `type:` tag from the allowed sets, and every language has exactly the locale keys that English has.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const allowedTags = {
  scope: ['shop', 'seller', 'staff', 'server', 'shared'],
  type: ['app', 'feature', 'ui', 'data-access', 'util', 'tool', 'e2e'],
};

const skipped = new Set(['node_modules', 'dist', 'tmp', '.nx', 'coverage', 'storybook-static']);

export function findProjectFiles(root, folders = ['apps', 'libs', 'tools']) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      if (skipped.has(entry)) continue;
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry === 'project.json') found.push(path);
    }
  };
  folders
    .map((folder) => join(root, folder))
    .filter(existsSync)
    .forEach(walk);
  return found;
}

/** Problems with one project's tags, as sentences. */
export function tagProblems(name, tags = []) {
  return Object.entries(allowedTags).flatMap(([kind, allowed]) => {
    const own = tags.filter((tag) => tag.startsWith(`${kind}:`));
    if (own.length !== 1) return [`${name} must have exactly one "${kind}:" tag (has ${own.length})`];
    const value = own[0].slice(kind.length + 1);
    return allowed.includes(value) ? [] : [`${name} has an unknown tag "${own[0]}"`];
  });
}

const flatKeys = (value, prefix = '') =>
  Object.entries(value).flatMap(([key, child]) =>
    child && typeof child === 'object' ? flatKeys(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

/** Differences between each language's namespaces and English's, as sentences. */
export function localeProblems(localesDir) {
  if (!existsSync(join(localesDir, 'en'))) return [];
  const languages = readdirSync(localesDir).filter((entry) =>
    statSync(join(localesDir, entry)).isDirectory(),
  );
  const read = (language, file) => JSON.parse(readFileSync(join(localesDir, language, file), 'utf8'));
  return readdirSync(join(localesDir, 'en'))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const english = new Set(flatKeys(read('en', file)));
      return languages.flatMap((language) => {
        if (!existsSync(join(localesDir, language, file))) return [`${language}/${file} is missing`];
        const keys = new Set(flatKeys(read(language, file)));
        const missing = [...english].filter((key) => !keys.has(key));
        const extra = [...keys].filter((key) => !english.has(key));
        return [
          ...missing.map((key) => `${language}/${file} lacks "${key}"`),
          ...extra.map((key) => `${language}/${file} has "${key}", which English does not`),
        ];
      });
    });
}

export function workspaceProblems(root) {
  const tags = findProjectFiles(root).flatMap((file) => {
    const project = JSON.parse(readFileSync(file, 'utf8'));
    return tagProblems(project.name ?? relative(root, file), project.tags);
  });
  return [...tags, ...localeProblems(join(root, 'locales'))];
}
