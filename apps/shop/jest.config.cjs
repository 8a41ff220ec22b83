module.exports = {
  displayName: 'shop',
  preset: '../../jest.browser-preset.js',
  roots: ['<rootDir>/src'],
};
