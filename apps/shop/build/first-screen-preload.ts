import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

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
        const chunks = Object.values(bundle ?? {}).filter(
          (output): output is Rollup.OutputChunk => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const follow = (chunk: Rollup.OutputChunk) => {
          if (files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const imported of chunk.imports) {
            const next = byFile.get(imported);
            if (next) follow(next);
          }
        };
        for (const source of sourceModules) {
          const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(source));
          if (!start) throw new Error(`first-screen preload: no chunk starts from ${source}`);
          follow(start);
        }
        const tags: HtmlTagDescriptor[] = [];
        for (const file of files) {
          // The entry's own imports are already in the page.
          if (html.includes(file)) continue;
          tags.push({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` } });
          for (const css of byFile.get(file)?.viteMetadata?.importedCss ?? []) {
            tags.push({
              tag: 'link',
              attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `./${css}` },
            });
          }
        }
        return tags.map((tag) => ({ ...tag, injectTo: 'head' }));
      },
    },
  };
}
