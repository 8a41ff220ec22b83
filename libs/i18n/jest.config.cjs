module.exports = {
  displayName: 'i18n',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
};
