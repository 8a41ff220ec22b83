module.exports = {
  displayName: 'server-payments',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
};
