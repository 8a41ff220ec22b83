module.exports = {
  displayName: 'rich-text',
  preset: '../../jest.browser-preset.js',
  roots: ['<rootDir>/src'],
};
