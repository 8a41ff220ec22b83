import { render } from '@testing-library/react';
import type { CSSProperties } from 'react';
import { PAGE_BAR_INSET, pageBarRef } from './page-bar';

/** jsdom lays nothing out: a bar is as high as its `data-height` says. */
beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return { height: Number(this.dataset['height'] ?? 0) } as DOMRect;
  });
});

afterEach(() => jest.restoreAllMocks());

const inset = () => document.documentElement.style.getPropertyValue(PAGE_BAR_INSET);

function Bar({ height, position }: { height: number; position: CSSProperties['position'] }) {
  return <div ref={pageBarRef} data-height={height} style={{ position }} />;
}

describe('pageBarRef', () => {
  it("sets the document's page-bar inset to a pinned bar's height while it is mounted", () => {
    const { unmount } = render(<Bar height={131.4} position="fixed" />);
    expect(inset()).toBe('132px');
    unmount();
    expect(inset()).toBe('');
  });

  it('counts a sticky bar, not a bar in the flow', () => {
    const sticky = render(<Bar height={68} position="sticky" />);
    expect(inset()).toBe('68px');
    sticky.unmount();
    render(<Bar height={68} position="static" />);
    expect(inset()).toBe('');
  });

  it('measures again when the window resizes (a media query can pin or free the bar)', () => {
    const { container } = render(<Bar height={68} position="static" />);
    expect(inset()).toBe('');
    (container.firstChild as HTMLElement).style.position = 'fixed';
    window.dispatchEvent(new Event('resize'));
    expect(inset()).toBe('68px');
  });

  it('keeps the tallest of two bars, and the other once that one goes', () => {
    const tall = render(<Bar height={120} position="fixed" />);
    render(<Bar height={60} position="fixed" />);
    expect(inset()).toBe('120px');
    tall.unmount();
    expect(inset()).toBe('60px');
  });
});
