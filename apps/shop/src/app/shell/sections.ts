import { routes } from '@mall/shop-routes';

/** Whether a path belongs to a section: its own page, or (for home) the bare root. */
export const inSection = (pathname: string, section: string) =>
  pathname === section || (section === routes.home() && pathname === routes.root.path);

/** The main sections on wider screens: switching between them replaces the history entry, as tabs do. */
export const headerSections = [
  { to: routes.home(), label: 'nav.home' },
  { to: routes.categories(), label: 'nav.categories' },
  { to: routes.brands(), label: 'nav.brands' },
  { to: routes.news(), label: 'nav.news' },
  { to: routes.blog(), label: 'nav.blog' },
] as const;
