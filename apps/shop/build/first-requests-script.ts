import { resolve } from 'node:path';
import { build } from 'rolldown';
import type { Plugin, Rollup } from 'vite';
import type { AppFiles, FirstFiles } from '../src/launch/first-files';
import { FIRST_FILES_ATTRIBUTE } from '../src/launch/first-files';
import { chunkFiles } from './chunk-files';

const workspaceRoot = resolve(import.meta.dirname, '../../..');

/**
 * Builds `entry` on its own, as one small classic script without imports, and writes it into the page's head:
 * it runs as the page is read, without a round trip for a file of its own (the server's content security policy
 * allows it by its hash: apps/api/src/http/web-apps.ts). Its tag lists the app's own code,
 * which the build takes out of the head for it to start, and the files of the route `chunks` (by the source module
 * each starts from) and of the texts, which it preloads for the opening route.
 * Only what it calls is kept (the libraries it imports are free of side effects; their stylesheets do not
 * belong in a script).
 */
const TEXT_MODULE = /locales\/(\w+)\/(\w+)\.json$/;

/** Vite's tags for the app's code in the page's head: its entry, the modules it needs, and their stylesheets. */
const APP_TAG =
  /\s*<(?:script type="module" crossorigin src="([^"]+)"><\/script>|link rel="modulepreload" crossorigin href="([^"]+)">|link rel="preload" as="style" crossorigin href="([^"]+)">)/g;

/** Takes the app's code out of the page's head, for the first script to ask for (see first-files.ts). */
function takeAppFiles(html: string): { html: string; app: AppFiles } {
  const app: AppFiles = { entry: '', scripts: [], styles: [] };
  const rest = html.replace(APP_TAG, (_tag, entry?: string, script?: string, style?: string) => {
    if (entry) {
      if (app.entry) throw new Error('first-requests script: the page names two entries');
      app.entry = entry;
    }
    if (script) app.scripts.push(script);
    if (style) app.styles.push(style);
    return '';
  });
  if (!app.entry) throw new Error('first-requests script: the page names no entry');
  return { html: rest, app };
}

/** The files the first script may preload: each chunk's, without those the page already names. */
function firstFiles(
  html: string,
  bundle: Rollup.OutputBundle | undefined,
  chunks: Record<keyof FirstFiles['chunks'], string>,
): Omit<FirstFiles, 'app'> {
  const relative = (files: string[]) =>
    files.filter((file) => !html.includes(file)).map((file) => `./${file}`);
  const texts: FirstFiles['texts'] = {};
  for (const output of Object.values(bundle ?? {})) {
    const text = output.type === 'chunk' ? TEXT_MODULE.exec(output.facadeModuleId ?? '') : null;
    if (text) texts[`${text[1]}/${text[2]}`] = `./${output.fileName}`;
  }
  return {
    chunks: Object.fromEntries(
      Object.entries(chunks).map(([name, source]) => {
        const { scripts, styles } = chunkFiles(bundle, source);
        return [name, { scripts: relative(scripts), styles: relative(styles) }];
      }),
    ),
    texts,
  };
}

export function firstRequestsScript(
  entry: string,
  chunks: Record<keyof FirstFiles['chunks'], string>,
): Plugin {
  let code: string | undefined;
  return {
    name: 'mall:first-requests-script',
    apply: 'build',
    async buildStart() {
      const { output } = await build({
        input: entry,
        cwd: workspaceRoot,
        tsconfig: resolve(workspaceRoot, 'tsconfig.base.json'),
        write: false,
        treeshake: { moduleSideEffects: false },
        plugins: [
          {
            name: 'no-stylesheets',
            load: (id) => (/\.css$/.test(id) ? { code: 'export default {}', moduleType: 'js' } : null),
          },
        ],
        output: { format: 'iife', minify: true },
      });
      code = output[0].code.trim();
      if (code.includes('</script'))
        throw new Error('first-requests script: cannot be written into the page');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!code) throw new Error('first-requests script: not built');
        const { html: page, app } = takeAppFiles(html);
        const files: FirstFiles = { app, ...firstFiles(html, bundle, chunks) };
        const attrs = { [FIRST_FILES_ATTRIBUTE]: JSON.stringify(files) };
        return { html: page, tags: [{ tag: 'script', attrs, children: code, injectTo: 'head-prepend' }] };
      },
    },
  };
}
