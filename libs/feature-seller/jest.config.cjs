module.exports = {
  displayName: 'feature-seller',
  preset: '../../jest.browser-preset.js',
  roots: ['<rootDir>/src'],
};
