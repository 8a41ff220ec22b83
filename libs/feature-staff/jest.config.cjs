module.exports = {
  displayName: 'feature-staff',
  preset: '../../jest.browser-preset.js',
  roots: ['<rootDir>/src'],
};
