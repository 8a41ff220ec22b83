import { nxViteTsPaths } from '@nx/vite/plugins/nx-tsconfig-paths.plugin';
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The kit, the form parts, the chat views, and the storefront's screens (feature views, docs/architecture.md) beside them for designers.
  stories: [
    '../src/**/*.stories.tsx',
    '../../forms/src/**/*.stories.tsx',
    '../../feature-*/src/**/*.stories.tsx',
    '../../chat-ui/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // Feature stories import the libraries by their `@mall/*` names.
    plugins: [...(viteConfig.plugins ?? []), nxViteTsPaths()],
    // Storybook's own preview runtime (with axe) is one ~1.1 MB chunk; only the warning is raised, not the code.
    build: { ...viteConfig.build, chunkSizeWarningLimit: 1500 },
  }),
};

export default config;
