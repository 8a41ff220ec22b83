module.exports = {
  displayName: 'sdk-manifest',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
};
