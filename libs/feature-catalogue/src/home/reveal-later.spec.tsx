import { act, render, screen } from '@testing-library/react';
import { RevealLater } from './reveal-later';

/** The browser's observer, driven by the test: `nearScreen()` reports every observed element as intersecting. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class StubObserver {
    readonly observed: Element[] = [];
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe(element: Element) {
      this.observed.push(element);
    }
    disconnect() {
      this.observed.length = 0;
    }
  }
  stubGlobal('IntersectionObserver', StubObserver);
  return {
    nearScreen: () =>
      act(() => {
        for (const callback of callbacks)
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}

/** Idle callbacks held until the test releases them (the parts wait for idle moments one after another). */
function stubIdleCallbacks() {
  const pending: (() => void)[] = [];
  stubGlobal('requestIdleCallback', (callback: () => void) => pending.push(callback));
  return {
    idle: () =>
      act(async () => {
        for (let moment = 0; moment < 3; moment += 1) {
          await new Promise((settled) => setTimeout(settled, 0));
          while (pending.length > 0) pending.shift()!();
        }
      }),
  };
}

const originals = new Map<string, unknown>();
function stubGlobal(name: string, value: unknown) {
  if (!originals.has(name)) originals.set(name, (globalThis as Record<string, unknown>)[name]);
  (globalThis as Record<string, unknown>)[name] = value;
}
afterEach(() => {
  for (const [name, value] of originals) (globalThis as Record<string, unknown>)[name] = value;
  originals.clear();
});

const page = () =>
  render(
    <RevealLater placeholder={<p>Keeping the place</p>}>
      <h2>New arrivals</h2>
    </RevealLater>,
  );

describe('RevealLater', () => {
  it('holds the place with the placeholder, then renders the part when it nears the screen', async () => {
    const observer = stubIntersectionObserver();
    const browser = stubIdleCallbacks();
    page();
    expect(screen.getByText('Keeping the place')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'New arrivals' })).not.toBeInTheDocument();

    await observer.nearScreen();
    expect(await screen.findByRole('heading', { name: 'New arrivals' })).toBeInTheDocument();
    expect(screen.queryByText('Keeping the place')).not.toBeInTheDocument();
    // Lets the idle moment this part was also waiting for pass, so the next part's turn comes.
    await browser.idle();
  });

  it('renders the part once the browser is idle, even far from the screen', async () => {
    stubIntersectionObserver();
    const browser = stubIdleCallbacks();
    page();
    expect(screen.queryByRole('heading', { name: 'New arrivals' })).not.toBeInTheDocument();

    await browser.idle();
    expect(await screen.findByRole('heading', { name: 'New arrivals' })).toBeInTheDocument();
  });
});
