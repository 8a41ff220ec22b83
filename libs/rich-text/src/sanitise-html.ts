import DOMPurify, { type Config } from 'dompurify';
import { safeLink } from './safe-link';

/**
 * An allow-list HTML sanitiser for the server's rich text (policy pages, news and blog bodies), in two steps.
 *
 * 1. DOMPurify does the security work: it parses the input into an inert document and keeps only the
 *    elements `p`, `h2`–`h4`, `ul`, `ol`, `li`, `strong`, `em`, `a`, `br` and `blockquote`, with no attribute
 *    but a link's `href`. Elements whose content is code, media, a form control or another document (script,
 *    style, iframe, object, svg, math, template, textarea, …) go with their content; other elements (div,
 *    span, h1, table, …) are unwrapped and their text kept. Comments go too.
 * 2. The house rules on what is left: a link keeps only an http(s), mailto or relative address (see
 *    `safeLink`), and opens another site in a new tab with `rel="noopener noreferrer"`; a link without one
 *    keeps its text and loses the link. The tree is kept to a shape the HTML parser gives back unchanged (no
 *    paragraph, heading, list or quote inside a paragraph or heading, list items only in lists, no link in a
 *    link, at most 64 levels deep), so rendering it with `innerHTML` re-creates exactly the sanitised tree:
 *    sanitising the output again changes nothing.
 */

const ALLOWED_TAGS = ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br', 'blockquote'];

/**
 * Dropped with their content, on top of DOMPurify's own list (script, style, svg, math, template, title,
 * noscript, …): media, embedded documents and form controls, whose inner text means nothing on its own.
 */
const DROPPED_WITH_CONTENT = [
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'param',
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
];

const PURIFY_CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: ['href'],
  ADD_FORBID_CONTENTS: DROPPED_WITH_CONTENT,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** Allowed elements that only make sense at block level: never inside a paragraph or heading. */
const BLOCK = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote']);
/** Allowed elements whose content is phrasing only (text, strong, em, a, br). */
const PHRASING_ONLY = new Set(['p', 'h2', 'h3', 'h4']);
const LISTS = new Set(['ul', 'ol']);
/** Deeper nesting than this is flattened (its elements unwrapped); the text is kept. */
const MAX_DEPTH = 64;

export interface SanitiseOptions {
  /** The app's own origin: absolute links elsewhere count as external. Defaults to `location.origin`. */
  origin?: string;
}

interface Pending {
  node: Node;
  /** Elements kept above it. */
  depth: number;
  /** Inside a paragraph or heading: no block elements. */
  phrasing: boolean;
  inLink: boolean;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Whether an element may stay where it is, given what is kept above it. */
function fitsHere(element: Element, { depth, phrasing }: Pending): boolean {
  const tag = element.localName;
  if (depth >= MAX_DEPTH || (phrasing && BLOCK.has(tag))) return false;
  return tag !== 'li' || LISTS.has((element.parentNode as Element | null)?.localName ?? '');
}

/** Gives a kept link its safe address, or says it cannot stay a link. */
function applyLinkRules(link: Element, origin: string): boolean {
  const safe = safeLink(link.getAttribute('href') ?? '', origin);
  if (!safe) return false;
  link.setAttribute('href', safe.href);
  if (safe.external) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return true;
}

/**
 * Applies the house rules to DOMPurify's output, top down and without recursion (the input may nest deeply):
 * an element that may not stay is replaced by its children, which are then judged in its place.
 */
function applyHouseRules(root: Node, origin: string): void {
  const pending: Pending[] = [];
  const queueChildren = (parent: Node, context: Omit<Pending, 'node'>) => {
    // Reversed, so that popping visits them in document order.
    for (let child = parent.lastChild; child; child = child.previousSibling)
      pending.push({ ...context, node: child });
  };
  queueChildren(root, { depth: 0, phrasing: false, inLink: false });

  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    if (entry.node.nodeType !== Node.ELEMENT_NODE) continue;
    const element = entry.node as Element;
    const isLink = element.localName === 'a';
    const keep = fitsHere(element, entry) && (!isLink || (!entry.inLink && applyLinkRules(element, origin)));
    if (!keep) {
      const children = Array.from(element.childNodes);
      element.replaceWith(...children);
      for (let i = children.length - 1; i >= 0; i--) pending.push({ ...entry, node: children[i]! });
      continue;
    }
    queueChildren(element, {
      depth: entry.depth + 1,
      phrasing: entry.phrasing || PHRASING_ONLY.has(element.localName),
      inLink: entry.inLink || isLink,
    });
  }
}

/**
 * Sanitised HTML for `body_html`-style server text: safe to render with `innerHTML`. Without a DOM, the
 * whole input is escaped and shows as text (DOMPurify would hand it back unchanged).
 */
export function sanitiseHtml(html: string, options: SanitiseOptions = {}): string {
  if (typeof DOMParser === 'undefined' || !DOMPurify.isSupported) return escapeText(html);
  const origin = options.origin ?? globalThis.location?.origin ?? 'null';
  const clean = DOMPurify.sanitize(html, { ...PURIFY_CONFIG, RETURN_DOM_FRAGMENT: true });
  applyHouseRules(clean, origin);
  const container = clean.ownerDocument.createElement('div');
  container.append(clean);
  return container.innerHTML;
}
