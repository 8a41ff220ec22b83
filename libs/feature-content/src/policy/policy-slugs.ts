/** The policy pages of docs/requirements.md R1 (`/pages/policy/<slug>`), in footer order. */
export const policySlugs = ['terms', 'privacy', 'return', 'support', 'about_us', 'user'] as const;

export type PolicySlug = (typeof policySlugs)[number];

export const isPolicySlug = (value: unknown): value is PolicySlug =>
  typeof value === 'string' && (policySlugs as readonly string[]).includes(value);
