import type { PolicySlug } from '../../types';

/** One language's policy pages: a title and HTML blocks (`<p>`, `<h2>`, lists) joined into `bodyHtml`. */
export type PolicyTexts = Record<PolicySlug, { title: string; blocks: readonly string[] }>;
