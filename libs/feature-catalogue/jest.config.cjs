module.exports = {
  displayName: 'feature-catalogue',
  preset: '../../jest.browser-preset.js',
  roots: ['<rootDir>/src'],
};
