import { resolve } from 'node:path';
import { build } from 'rolldown';
import type { Plugin } from 'vite';

const workspaceRoot = resolve(import.meta.dirname, '../../..');
const SCRIPT_NAME = 'first-requests.js';

/**
 * Builds `entry` on its own, as one small classic script without imports, and names it in the page's head with
 * `async`: it runs as soon as it arrives, long before the app's modules, and never holds the first paint back.
 * Only what it calls is kept (the libraries it imports are free of side effects; their stylesheets do not
 * belong in a script).
 */
export function firstRequestsScript(entry: string): Plugin {
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
      const [script] = output;
      this.emitFile({ type: 'asset', name: SCRIPT_NAME, source: script.code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const script = Object.values(bundle ?? {}).find(
          (output) => output.type === 'asset' && output.names.includes(SCRIPT_NAME),
        );
        if (!script) throw new Error('first-requests script: not in the bundle');
        return [
          {
            tag: 'script',
            attrs: { async: true, fetchpriority: 'high', src: `./${script.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
