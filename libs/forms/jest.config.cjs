module.exports = {
  displayName: 'forms',
  preset: '../../jest.browser-preset.js',
  roots: ['<rootDir>/src'],
};
