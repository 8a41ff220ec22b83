module.exports = {
  displayName: 'feature-content',
  preset: '../../jest.browser-preset.js',
  roots: ['<rootDir>/src'],
};
