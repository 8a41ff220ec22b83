module.exports = {
  displayName: 'sdk-codegen',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
};
