/** A link's safe attributes. */
export interface SafeLink {
  href: string;
  /** Another site: opens in a new tab without an opener or a referrer. */
  external: boolean;
}

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** Leading/trailing C0 controls and spaces, which URL parsing ignores. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
/** Tabs and newlines anywhere, which URL parsing removes (`java\tscript:` is `javascript:`). */
const TAB_OR_NEWLINE = /[\t\n\r]/g;
const SCHEME = /^([a-z][a-z\d+.-]*):/i;

/**
 * The address a link in server text may keep, or undefined when it is not one we allow: only http(s), mailto
 * and relative addresses. In-app routes (`/pages/...`) become hash routes (`#/pages/...`), as the app routes
 * by hash; absolute addresses are normalised, and those outside `origin` are marked external.
 */
export function safeLink(rawHref: string, origin: string): SafeLink | undefined {
  const href = rawHref.replace(EDGE_CONTROLS, '').replace(TAB_OR_NEWLINE, '');
  if (href === '') return undefined;
  let url: URL;
  try {
    url = new URL(href, `${origin}/`);
  } catch {
    return undefined;
  }
  // The URL parser has the last word on the scheme, whatever the spelling or escaping.
  if (!SAFE_PROTOCOLS.has(url.protocol)) return undefined;
  if (url.protocol === 'mailto:') return { href: url.href, external: false };
  const external = url.origin !== origin;
  if (SCHEME.test(href) || external) return { href: url.href, external };
  // A relative address stays relative; an in-app route becomes a hash route.
  return { href: href.startsWith('/pages/') ? `#${href}` : href, external: false };
}
