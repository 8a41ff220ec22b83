import nx from '@nx/eslint-plugin';

/**
 * One lint configuration for the whole workspace. Project boundaries follow docs/architecture.md:
 * a project may only depend on projects whose tags its own tags allow.
 */
export const dependencyConstraints = [
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'],
  },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'scope:shop', onlyDependOnLibsWithTags: ['scope:shop', 'scope:shared'] },
  { sourceTag: 'scope:seller', onlyDependOnLibsWithTags: ['scope:seller', 'scope:shared'] },
  { sourceTag: 'scope:staff', onlyDependOnLibsWithTags: ['scope:staff', 'scope:shared'] },
  { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
];

export default [
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/coverage',
      '**/tmp',
      '**/.nx',
      '**/storybook-static',
      '**/test-results',
      '**/playwright-report',
      '**/*.gen.ts',
      '**/vite.config.*.timestamp*',
    ],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  ...nx.configs['flat/react'],
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs', '**/*.cts', '**/*.mts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: dependencyConstraints,
        },
      ],
      // noUncheckedIndexedAccess makes `!` after a checked index lookup routine; types stay strict.
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use the typed useAppDispatch / useAppSelector from the session library.',
            },
          ],
        },
      ],
    },
  },
  {
    // A server domain's tables are its own: other domains and the API's handlers reach them only through its
    // services (`@mall/server-<domain>`). Table modules may still name another domain's table in a foreign key;
    // the API's database set-up, seed and migrations use every table through `apps/api/src/db/schema`.
    files: ['libs/server/**', 'apps/api/src/modules/**', 'apps/api/src/http/**'],
    ignores: ['libs/server/*/src/tables.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mall/server-*/tables'],
              message: "Another domain's tables are private: call its services from @mall/server-<domain>.",
            },
            {
              group: ['**/db/schema'],
              message: 'Handlers call domain services (@mall/server-<domain>), never tables.',
            },
          ],
        },
      ],
    },
  },
  {
    // The package test plays another team: it imports the built package by name, as they would.
    files: ['libs/sdk/package-test/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.cjs', '**/*.cts', '**/jest.config.*', 'jest.preset.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];
