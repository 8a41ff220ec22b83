module.exports = {
  displayName: 'feature-support',
  preset: '../../jest.browser-preset.js',
  roots: ['<rootDir>/src'],
};
