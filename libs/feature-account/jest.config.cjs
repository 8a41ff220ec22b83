module.exports = {
  displayName: 'feature-account',
  preset: '../../jest.browser-preset.js',
  roots: ['<rootDir>/src'],
};
