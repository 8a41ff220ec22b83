module.exports = {
  displayName: 'feature-cart',
  preset: '../../jest.browser-preset.js',
  roots: ['<rootDir>/src'],
};
