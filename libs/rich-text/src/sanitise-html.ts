/**
 * An allow-list HTML sanitiser for the server's rich text (policy pages, news and blog bodies).
 *
 * The input is parsed by the browser's own `DOMParser` into an inert document (no script runs, nothing
 * loads), and a new tree is built from it that holds only:
 *
 * - the elements `p`, `h2`–`h4`, `ul`, `ol`, `li`, `strong`, `em`, `a`, `br` and `blockquote`;
 * - no attributes at all, except `href` on links, and only for http(s), mailto and relative URLs. Links to
 *   another site open in a new tab with `rel="noopener noreferrer"`. In-app routes (`/pages/...`) are made
 *   hash routes (`#/pages/...`), as the app routes by hash;
 * - text, always as text.
 *
 * Everything else goes. Elements whose content is code, media, a form control or another document (script,
 * style, iframe, object, svg, math, template, textarea, …) go with their content; other elements (div,
 * span, h1, table, …) are unwrapped and their content kept. Comments go too. A link without a safe address
 * keeps its text and loses the link.
 *
 * The output is also kept to a shape the HTML parser gives back unchanged (no paragraph, heading, list or
 * quote inside a paragraph or heading, list items only in lists, no link inside a link), so rendering it
 * with `innerHTML` re-creates exactly the sanitised tree: sanitising the output again changes nothing.
 */

const ALLOWED = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br', 'blockquote']);

/** Elements dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'param',
  'svg',
  'math',
  'img',
  'picture',
  'source',
  'track',
  'video',
  'audio',
  'canvas',
  'map',
  'area',
  'textarea',
  'select',
  'option',
  'optgroup',
  'datalist',
  'button',
  'input',
  'xmp',
  'plaintext',
  'title',
  'head',
  'meta',
  'link',
  'base',
]);

/** Allowed elements that only make sense at block level: never inside a paragraph or heading. */
const BLOCK = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote']);
/** Allowed elements whose content is phrasing only (text, strong, em, a, br). */
const PHRASING_ONLY = new Set(['p', 'h2', 'h3', 'h4']);

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
/** Deeper nesting than this is flattened (its elements unwrapped); the text is kept. */
const MAX_DEPTH = 64;

export interface SanitiseOptions {
  /** The app's own origin: absolute links elsewhere count as external. Defaults to `location.origin`. */
  origin?: string;
}

/** A link's safe attributes, or undefined when its address is not one we allow. */
interface SafeLink {
  href: string;
  external: boolean;
}

/** Leading/trailing C0 controls and spaces, which URL parsing ignores. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
/** Tabs and newlines anywhere, which URL parsing removes (`java\tscript:` is `javascript:`). */
const TAB_OR_NEWLINE = /[\t\n\r]/g;
const SCHEME = /^([a-z][a-z\d+.-]*):/i;

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

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Pending {
  node: Node;
  /** Where the node's clean copy goes. */
  parent: Node;
  depth: number;
  /** Inside a paragraph or heading: no block elements. */
  phrasing: boolean;
  inLink: boolean;
}

/**
 * Sanitised HTML for `body_html`-style server text: safe to render with `innerHTML`. Without a DOM
 * (`DOMParser`), the whole input is escaped and shows as text.
 */
export function sanitiseHtml(html: string, options: SanitiseOptions = {}): string {
  if (typeof DOMParser === 'undefined') return escapeText(html);
  const origin = options.origin ?? globalThis.location?.origin ?? 'null';
  const document = new DOMParser().parseFromString(html, 'text/html');
  const output = document.createElement('div');

  const pending: Pending[] = [];
  const queueChildren = (from: Node, entry: Omit<Pending, 'node'>) => {
    // Reversed, so that popping visits them in document order.
    for (let child = from.lastChild; child; child = child.previousSibling)
      pending.push({ ...entry, node: child });
  };
  queueChildren(document.body, { parent: output, depth: 0, phrasing: false, inLink: false });

  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    const { node, parent, depth, phrasing, inLink } = entry;
    if (node.nodeType === Node.TEXT_NODE) {
      parent.appendChild(document.createTextNode(node.nodeValue ?? ''));
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
    const element = node as Element;
    // SVG and MathML content never comes through, whatever its tag names.
    if (element.namespaceURI !== HTML_NAMESPACE) continue;
    const tag = element.localName;
    if (DROPPED_WITH_CONTENT.has(tag)) continue;

    const unwrap = () => queueChildren(element, { parent, depth: depth + 1, phrasing, inLink });
    const keep =
      ALLOWED.has(tag) &&
      depth < MAX_DEPTH &&
      !(phrasing && BLOCK.has(tag)) &&
      !(tag === 'li' && !['ul', 'ol'].includes((parent as Element).localName ?? ''));
    if (!keep) {
      unwrap();
      continue;
    }

    let link: SafeLink | undefined;
    if (tag === 'a') {
      link = inLink ? undefined : safeLink(element.getAttribute('href') ?? '', origin);
      if (!link) {
        unwrap();
        continue;
      }
    }
    const clean = document.createElement(tag);
    if (link) {
      clean.setAttribute('href', link.href);
      if (link.external) {
        clean.setAttribute('target', '_blank');
        clean.setAttribute('rel', 'noopener noreferrer');
      }
    }
    parent.appendChild(clean);
    queueChildren(element, {
      parent: clean,
      depth: depth + 1,
      phrasing: phrasing || PHRASING_ONLY.has(tag),
      inLink: inLink || tag === 'a',
    });
  }
  return output.innerHTML;
}
