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

function preload(document: Document, rel: 'modulepreload' | 'preload', href: string) {
  const link = document.createElement('link');
  link.rel = rel;
  if (rel === 'preload') link.setAttribute('as', 'style');
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
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
  for (const file of scripts) preload(document, 'modulepreload', file);
  for (const file of styles) preload(document, 'preload', file);
}

/** Starts the app: its entry module, with the modules and stylesheets it will ask for preloaded beside it. */
export function startApp(document: Document, { entry, scripts, styles }: AppFiles): void {
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
  for (const file of scripts) preload(document, 'modulepreload', file);
  for (const file of styles) preload(document, 'preload', file);
}
