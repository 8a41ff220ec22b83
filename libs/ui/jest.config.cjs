module.exports = {
  displayName: 'ui',
  preset: '../../jest.browser-preset.js',
  roots: ['<rootDir>/src'],
};
