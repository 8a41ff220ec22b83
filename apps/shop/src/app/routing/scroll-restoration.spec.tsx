import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { SCROLL_POSITIONS_STORAGE_KEY, ScrollRestoration } from './scroll-restoration';

let navigate: ReturnType<typeof useNavigate>;
/** Hands the test the router's navigate, as a link or Back would use it. */
function Navigator() {
  const routerNavigate = useNavigate();
  useEffect(() => {
    navigate = routerNavigate;
  }, [routerNavigate]);
  return null;
}

/** The shopper scrolls the page on screen to `y`. */
function scrollTo(y: number) {
  Object.defineProperty(globalThis, 'scrollY', { value: y, configurable: true });
  globalThis.dispatchEvent(new Event('scroll'));
}

const scrolledTo = jest.fn<void, [number, number]>();
beforeEach(() => {
  scrolledTo.mockReset();
  jest.spyOn(globalThis, 'scrollTo').mockImplementation(((x: number, y: number) => {
    scrolledTo(x, y);
    Object.defineProperty(globalThis, 'scrollY', { value: y, configurable: true });
  }) as typeof globalThis.scrollTo);
});

it('opens new pages at the top, returns to where the shopper was on Back and Forward, and keeps it for a reload', () => {
  render(
    <MemoryRouter initialEntries={['/list']}>
      <Navigator />
      <ScrollRestoration />
    </MemoryRouter>,
  );
  expect(globalThis.history.scrollRestoration).toBe('manual');
  scrollTo(1200);
  act(() => navigate('/product'));
  expect(scrolledTo).toHaveBeenLastCalledWith(0, 0);
  scrollTo(300);

  act(() => navigate(-1));
  expect(scrolledTo).toHaveBeenLastCalledWith(0, 1200);
  act(() => navigate(1));
  expect(scrolledTo).toHaveBeenLastCalledWith(0, 300);
  // The same page opened again by a link is a new entry: it opens at the top.
  act(() => navigate('/list'));
  expect(scrolledTo).toHaveBeenLastCalledWith(0, 0);

  globalThis.dispatchEvent(new Event('pagehide'));
  const kept = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_STORAGE_KEY)!) as Record<string, number>;
  expect(kept['/list']).toBe(1200);
  expect(Object.values(kept)).toContain(300);
});
