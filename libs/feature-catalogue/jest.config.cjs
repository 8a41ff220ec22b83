module.exports = {
  displayName: 'feature-catalogue',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  // jsdom asks for packages' "browser" builds; MSW's server (msw/node) has none, so resolve as Node does.
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: ['<rootDir>/src'],
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  // Node's fetch and friends go into the jsdom global before MSW loads (jsdom has no fetch).
  setupFiles: ['<rootDir>/jest.polyfills.cjs'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
