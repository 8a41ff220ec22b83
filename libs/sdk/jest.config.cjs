module.exports = {
  displayName: 'sdk',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/testing'],
};
