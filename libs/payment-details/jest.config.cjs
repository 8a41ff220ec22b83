module.exports = {
  displayName: 'payment-details',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
};
