/** What a page's own bar along the bottom edge covers; the floating service button rises above it. */
export const PAGE_BAR_INSET = '--inset-page-bar-bottom';

/** Every page bar mounted now, with the height it covers (0 while it is not pinned to the edge). */
const bars = new Map<HTMLElement, number>();

function publish() {
  const covered = Math.max(0, ...bars.values());
  const { style } = document.documentElement;
  if (covered > 0) style.setProperty(PAGE_BAR_INSET, `${covered}px`);
  // Back to the token's 0px: a bare 0 would make the button's calc() invalid.
  else style.removeProperty(PAGE_BAR_INSET);
}

/**
 * A fixed or sticky bar covers its own height along the bottom edge; in the flow (a wide screen's layout) it
 * covers nothing.
 */
function measure(bar: HTMLElement) {
  const { position } = getComputedStyle(bar);
  const pinned = position === 'fixed' || position === 'sticky';
  bars.set(bar, pinned ? Math.ceil(bar.getBoundingClientRect().height) : 0);
  publish();
}

/**
 * The ref of a page's bar along the bottom edge (the cart's checkout bar, the product page's buy bar): while it is
 * mounted the document's `--inset-page-bar-bottom` is the height it really has, whatever its text wraps to in each
 * language, so the floating service button and the page's end clear it. A fixed height guessed in CSS fell short
 * once a bar's text wrapped, and the button sat on the bar.
 */
export function pageBarRef(bar: HTMLElement | null): (() => void) | undefined {
  if (!bar) return undefined;
  const update = () => measure(bar);
  update();
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
  observer?.observe(bar);
  // A media query can pin or free a bar without changing its size.
  window.addEventListener('resize', update);
  return () => {
    observer?.disconnect();
    window.removeEventListener('resize', update);
    bars.delete(bar);
    publish();
  };
}
