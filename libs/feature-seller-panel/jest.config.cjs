module.exports = {
  displayName: 'feature-seller-panel',
  preset: '../../jest.browser-preset.js',
  roots: ['<rootDir>/src'],
};
