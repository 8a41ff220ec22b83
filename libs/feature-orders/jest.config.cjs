module.exports = {
  displayName: 'feature-orders',
  preset: '../../jest.browser-preset.js',
  roots: ['<rootDir>/src'],
};
