module.exports = {
  displayName: 'money',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
};
