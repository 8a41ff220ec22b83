module.exports = {
  displayName: 'session',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
};
