import { createI18n, type I18n, type Language, type Namespace } from '@mall/i18n';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { ToastHost } from '../src/toast/toast';
import { VIEWPORTS } from './viewports';

const NAMESPACES: readonly Namespace[] = [
  'account',
  'cart',
  'catalogue',
  'chat',
  'common',
  'content',
  'errors',
  'orders',
  'seller',
  'seller-panel',
  'staff',
  'wallet',
];

/** The real locale files: stories show the shop's own English texts. */
const loadNamespace = (language: Language, namespace: string) =>
  import(`../../../locales/${language}/${namespace}.json`) as Promise<{ default: Record<string, unknown> }>;

let texts: Promise<I18n> | undefined;

/** The interface texts (`loaded.i18n`), loaded once and shared by every story. */
export const i18nLoader: Loader = async () => ({
  i18n: await (texts ??= createI18n({ language: 'en', loadNamespace, namespaces: NAMESPACES })),
});

/**
 * What every story renders inside, as the shop provides it: the texts, a router (views render links) and the
 * toast host. Providers live here once; stories stay provider-free (docs/architecture.md).
 */
export const appProviders: Decorator = (Story, { loaded }) => (
  <I18nextProvider i18n={loaded['i18n'] as I18n}>
    <MemoryRouter>
      <ToastHost dismissLabel="Dismiss">
        <Story />
      </ToastHost>
    </MemoryRouter>
  </I18nextProvider>
);

/** The providers as project annotations, for `preview.tsx` and for stories run as tests. */
export const storyProviders = {
  loaders: [i18nLoader],
  decorators: [appProviders],
  // The viewports stories may ask for (`atViewport`), in the toolbar too.
  parameters: { viewport: { options: VIEWPORTS } },
} satisfies Preview;
