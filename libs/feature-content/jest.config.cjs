module.exports = {
  displayName: 'feature-content',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  // Node's fetch and friends first (MSW needs them at import), then jest-dom's matchers.
  setupFiles: ['<rootDir>/jest.node-globals.cjs'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
