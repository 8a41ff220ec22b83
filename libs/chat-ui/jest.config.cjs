module.exports = {
  displayName: 'chat-ui',
  preset: '../../jest.browser-preset.js',
  roots: ['<rootDir>/src'],
};
