module.exports = {
  displayName: 'seller-profile',
  preset: '../../jest.browser-preset.js',
  roots: ['<rootDir>/src'],
};
