module.exports = {
  displayName: 'shop',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
};
