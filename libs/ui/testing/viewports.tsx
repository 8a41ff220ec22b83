import type { Decorator } from '@storybook/react-vite';

/** The two widths the storefront is designed and checked at: a phone and a desktop. */
export const VIEWPORTS = {
  phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Desktop (1366 × 900)', styles: { width: '1366px', height: '900px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

const widthOf = (viewport: ViewportName) => Number.parseInt(VIEWPORTS[viewport].styles.width, 10);

/**
 * A story shown at a phone's or a desktop's size: Storybook sizes its frame to the viewport (so the CSS media
 * queries answer for that width), and the story sits in a frame that names the viewport for its play function.
 */
export function atViewport(viewport: ViewportName) {
  const frame: Decorator = (Story) => (
    <div data-viewport={viewport} style={{ width: '100%', maxWidth: VIEWPORTS[viewport].styles.width }}>
      <Story />
    </div>
  );
  return {
    globals: { viewport: { value: viewport, isRotated: false } },
    parameters: { layout: 'fullscreen' },
    decorators: [frame],
  };
}

/**
 * Whether a browser laid the story out at the viewport's width (Storybook does; jsdom lays nothing out, so a
 * play function checks the layout's classes there and the layout itself in a browser).
 */
export function isLaidOutAt(element: Element, viewport: ViewportName): boolean {
  const window = element.ownerDocument.defaultView;
  return (
    Boolean(window) && window!.innerWidth === widthOf(viewport) && element.getBoundingClientRect().width > 0
  );
}

/** How many columns a list's items sit in, counted from where they start on screen. */
export const columnCount = (list: Element) =>
  new Set([...list.children].map((item) => Math.round(item.getBoundingClientRect().left))).size;
