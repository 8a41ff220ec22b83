import { act, render } from '@testing-library/react';
import type { CSSProperties } from 'react';
import { PAGE_BAR_INSET, pageBarRef } from './page-bar';

/** The observers connected, so a test can deliver what a browser delivers once it has laid the page out. */
let observers = new Set<ResizeObserverCallback>();
const silentObserver = globalThis.ResizeObserver;

/** jsdom lays nothing out: a bar is as high as its `data-height` says. */
beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return { height: Number(this.dataset['height'] ?? 0) } as DOMRect;
  });
  observers = new Set();
  globalThis.ResizeObserver = class {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe = () => void observers.add(this.callback);
    unobserve = () => void observers.delete(this.callback);
    disconnect = () => void observers.delete(this.callback);
  };
});

afterEach(() => {
  jest.restoreAllMocks();
  globalThis.ResizeObserver = silentObserver;
});

/** The page laid out: each observer's first call. */
const laidOut = () => act(() => observers.forEach((callback) => callback([], {} as ResizeObserver)));

const inset = () => document.documentElement.style.getPropertyValue(PAGE_BAR_INSET);

function Bar({ height, position }: { height: number; position: CSSProperties['position'] }) {
  return <div ref={pageBarRef} data-height={height} style={{ position }} />;
}

describe('pageBarRef', () => {
  it("sets the document's page-bar inset to a pinned bar's height while it is mounted", () => {
    const { unmount } = render(<Bar height={131.4} position="fixed" />);
    laidOut();
    expect(inset()).toBe('132px');
    unmount();
    expect(inset()).toBe('');
  });

  it('measures once the page is laid out, not at mount, where it would force a layout in the middle of a render', () => {
    render(<Bar height={90} position="fixed" />);
    expect(inset()).toBe('');
    laidOut();
    expect(inset()).toBe('90px');
  });

  it('counts a sticky bar, not a bar in the flow', () => {
    const sticky = render(<Bar height={68} position="sticky" />);
    laidOut();
    expect(inset()).toBe('68px');
    sticky.unmount();
    render(<Bar height={68} position="static" />);
    laidOut();
    expect(inset()).toBe('');
  });

  it('measures again when the window resizes (a media query can pin or free the bar)', () => {
    const { container } = render(<Bar height={68} position="static" />);
    laidOut();
    expect(inset()).toBe('');
    (container.firstChild as HTMLElement).style.position = 'fixed';
    window.dispatchEvent(new Event('resize'));
    expect(inset()).toBe('68px');
  });

  it('keeps the tallest of two bars, and the other once that one goes', () => {
    const tall = render(<Bar height={120} position="fixed" />);
    render(<Bar height={60} position="fixed" />);
    laidOut();
    expect(inset()).toBe('120px');
    tall.unmount();
    expect(inset()).toBe('60px');
  });
});
