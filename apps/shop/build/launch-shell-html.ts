import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { LaunchShell } from '../src/launch/launch-shell';

const appRoot = resolve(import.meta.dirname, '..');

/**
 * Writes the launch shell into the page beside the app's root, so the first paint needs nothing but the HTML and
 * the entry's stylesheet, which carries the shell's styles (an inline style would break the content security
 * policy).
 */
export function launchShellHtml(): Plugin {
  return {
    name: 'mall:launch-shell-html',
    transformIndexHtml(html) {
      const common = JSON.parse(readFileSync(resolve(appRoot, '../../locales/en/common.json'), 'utf8'));
      const shell = renderToStaticMarkup(createElement(LaunchShell, { brand: common.app.name }));
      return html.replace('<div id="root"></div>', `${shell}<div id="root"></div>`);
    },
  };
}
