import type { HtmlTagDescriptor, Plugin } from 'vite';
import { chunkFiles } from './chunk-files';

/**
 * Names, in the page itself, the lazy chunks (and their stylesheets) that every route's first screen needs,
 * by the source modules they start from. The browser fetches them while it is still running the entry,
 * instead of one round trip after it asks for them.
 */
export function firstScreenPreload(sourceModules: readonly string[]): Plugin {
  return {
    name: 'mall:first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const scripts = new Set<string>();
        const styles = new Set<string>();
        for (const source of sourceModules) {
          const files = chunkFiles(bundle, source);
          // The entry's own imports are already in the page.
          for (const file of files.scripts) if (!html.includes(file)) scripts.add(file);
          for (const file of files.styles) if (!html.includes(file)) styles.add(file);
        }
        const tags: HtmlTagDescriptor[] = [
          ...[...scripts].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
          })),
          ...[...styles].map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `./${file}` },
          })),
        ];
        return tags.map((tag) => ({ ...tag, injectTo: 'head' as const }));
      },
    },
  };
}
