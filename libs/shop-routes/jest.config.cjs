module.exports = {
  displayName: 'shop-routes',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
};
