module.exports = {
  displayName: 'staff-console',
  preset: '../../jest.browser-preset.js',
  roots: ['<rootDir>/src'],
};
