import type { RouteChunk } from '../app/prefetch-on-intent';

/** A lazy chunk's files: its scripts (itself and what it imports) and their stylesheets. */
export interface ChunkFiles {
  scripts: string[];
  styles: string[];
}

/**
 * The app's own code: its entry module, the modules the entry imports and those every first screen needs, and
 * their stylesheets. The build leaves them out of the page's head, for the first script to ask for (`startApp`).
 */
export interface AppFiles {
  entry: string;
  scripts: string[];
  styles: string[];
}

/**
 * The built files a first screen can need, as the build names them on the first script's tag: the app's, each
 * route chunk's (and the product page's buying actions), and each text file by `language/namespace`.
 */
export interface FirstFiles {
  app: AppFiles;
  chunks: Partial<Record<RouteChunk | 'purchase', ChunkFiles>>;
  texts: Record<string, string>;
}

export const FIRST_FILES_ATTRIBUTE = 'data-first-files';

/**
 * Links appended in one task: appending a preload starts its fetch, a few milliseconds of a phone's main thread
 * each, and the thirty of a first screen in one go made a long task that held a tap back.
 */
export const LINKS_PER_TASK = 4;

function preloadLink(document: Document, rel: 'modulepreload' | 'preload', href: string) {
  const link = document.createElement('link');
  link.rel = rel;
  if (rel === 'preload') link.setAttribute('as', 'style');
  link.crossOrigin = '';
  link.href = href;
  return link;
}

/** Appends the links to the head a few per task, the first few at once. */
function appendInTurns(document: Document, links: readonly HTMLLinkElement[]) {
  document.head.append(...links.slice(0, LINKS_PER_TASK));
  if (links.length > LINKS_PER_TASK)
    globalThis.setTimeout(() => appendInTurns(document, links.slice(LINKS_PER_TASK)), 0);
}

/**
 * Starts downloading the code and texts the opening page will ask for, so they arrive beside the entry instead
 * of one round trip after it runs.
 */
export function preloadFirstFiles(
  document: Document,
  files: FirstFiles,
  chunks: readonly (keyof FirstFiles['chunks'])[],
  texts: readonly string[],
): void {
  const scripts = new Set(texts.flatMap((text) => files.texts[text] ?? []));
  const styles = new Set<string>();
  for (const chunk of chunks) {
    for (const file of files.chunks[chunk]?.scripts ?? []) scripts.add(file);
    for (const file of files.chunks[chunk]?.styles ?? []) styles.add(file);
  }
  appendInTurns(document, [
    ...[...scripts].map((file) => preloadLink(document, 'modulepreload', file)),
    ...[...styles].map((file) => preloadLink(document, 'preload', file)),
  ]);
}

/** Starts the app: its entry module, with the modules and stylesheets it will ask for preloaded beside it. */
export function startApp(document: Document, { entry, scripts, styles }: AppFiles): void {
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
  appendInTurns(document, [
    ...styles.map((file) => preloadLink(document, 'preload', file)),
    ...scripts.map((file) => preloadLink(document, 'modulepreload', file)),
  ]);
}
