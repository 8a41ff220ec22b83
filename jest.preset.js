const nxPreset = require('@nx/jest/preset').default;

/** ESM-only packages that Jest (CommonJS) must have transformed. */
const esmPackages = [
  'rettime',
  'until-async',
  '@mswjs',
  'msw',
  '@open-draft',
  'outvariant',
  'strict-event-emitter',
  // Storybook 10 is ESM-only: portable stories (composeStories) under Jest need it transformed.
  '@storybook',
  'storybook',
];

/** Shared Jest settings: SWC transforms TypeScript (3 s where ts-jest takes 6–8 s). */
module.exports = {
  ...nxPreset,
  // Nested copies count too (e.g. light-my-request/node_modules/cookie).
  transformIgnorePatterns: [`^(?!.*/node_modules/(${esmPackages.join('|')})/).*/node_modules/`],
  transform: {
    '^.+\\.(ts|tsx|js|jsx|mjs|cjs)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  testMatch: ['**/?(*.)+(spec|test).[jt]s?(x)'],
  // A guard against a hung test, not a speed check: story plays with axe take seconds on a busy 2-core
  // machine, and speed is measured by `npm run bench`, never by a test's clock.
  testTimeout: 30_000,
};
