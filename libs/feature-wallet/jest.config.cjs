module.exports = {
  displayName: 'feature-wallet',
  preset: '../../jest.browser-preset.js',
  roots: ['<rootDir>/src'],
};
