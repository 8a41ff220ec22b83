const { join } = require('node:path');
const preset = require('./jest.preset.js');

/**
 * Jest settings for React code: jsdom, CSS Modules as class-name proxies, jest-dom matchers, stand-ins for
 * what jsdom lacks (<dialog> behaviour, layout observers, matchMedia), and Node's fetch in the jsdom global
 * (jsdom has none) so the SDK and MSW work as in a browser.
 */
module.exports = {
  ...preset,
  testEnvironment: 'jsdom',
  // jsdom asks for packages' "browser" builds; MSW's server (msw/node) has none, so resolve as Node does.
  testEnvironmentOptions: { customExportConditions: [''] },
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  setupFiles: [join(__dirname, 'tools/jest/node-fetch-globals.cjs')],
  setupFilesAfterEnv: [
    join(__dirname, 'tools/jest/jest-dom.ts'),
    join(__dirname, 'tools/jest/dialog-shim.ts'),
    join(__dirname, 'tools/jest/layout-shim.ts'),
  ],
};
