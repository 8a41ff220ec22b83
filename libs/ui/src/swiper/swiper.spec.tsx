import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Swiper, type SwiperLabels, type SwiperSlide } from './swiper';
import { loadCarousel } from './use-carousel';

const labels: SwiperLabels = {
  region: 'Promotions',
  carousel: 'carousel',
  slide: 'slide',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause rotation',
  play: 'Start rotation',
  slidePosition: (position, total) => `${position} of ${total}`,
  goTo: (position) => `Show slide ${position}`,
};

const slides: SwiperSlide[] = [
  { id: 'a', imageSrc: '/a.png', imageAlt: 'Summer sale', href: '/sale' },
  { id: 'b', imageSrc: '/b.png', imageAlt: 'New phones' },
  { id: 'c', imageSrc: '/c.png', imageAlt: 'Free delivery' },
];

const visibleImage = () => screen.getByRole('img').getAttribute('alt');

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Moves the clock on, and lets what it started (the carousel code's arrival) settle. */
const advance = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
    await loadCarousel();
  });

/** Whether Embla has taken the viewport (it styles its track on creation). */
const carouselCreated = (viewport: Element) =>
  (viewport.firstElementChild as HTMLElement).style.transform !== '';

/** Renders the carousel; its code (Embla) arrives when it first moves. */
async function setup(props: Partial<Parameters<typeof Swiper>[0]> = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Swiper slides={slides} labels={labels} {...props} />);
  await act(() => loadCarousel());
  return user;
}

describe('Swiper', () => {
  it('is a labelled carousel region with labelled slides', async () => {
    await setup();
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const group = screen.getByRole('group', { name: '1 of 3' });
    expect(group).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/sale');
    expect(visibleImage()).toBe('Summer sale');
  });

  it('advances every 3000 ms and wraps', async () => {
    await setup();
    await advance(2999);
    expect(visibleImage()).toBe('Summer sale');
    await advance(1);
    expect(visibleImage()).toBe('New phones');
    await advance(6000);
    expect(visibleImage()).toBe('Summer sale');
  });

  it('fetches its carousel code when it first moves, not with the page', async () => {
    const { container } = render(<Swiper slides={slides} labels={labels} />);
    const viewport = container.querySelector('[aria-live]')!;
    expect(carouselCreated(viewport)).toBe(false);
    await advance(2999);
    expect(carouselCreated(viewport)).toBe(false);
    await advance(1);
    expect(carouselCreated(viewport)).toBe(true);
  });

  it('fetches its carousel code at the first touch, before its first turn', async () => {
    const { container } = render(<Swiper slides={slides} labels={labels} autoplayMs={0} />);
    const viewport = container.querySelector('[aria-live]')!;
    fireEvent.touchStart(screen.getByRole('region'));
    await advance(0);
    expect(carouselCreated(viewport)).toBe(true);
  });

  it('pauses while hovered', async () => {
    const user = await setup();
    await user.hover(screen.getByRole('region'));
    act(() => jest.advanceTimersByTime(9000));
    expect(visibleImage()).toBe('Summer sale');
    await user.unhover(screen.getByRole('region'));
    act(() => jest.advanceTimersByTime(3000));
    expect(visibleImage()).toBe('New phones');
  });

  it('pauses while focus is inside and announces politely then', async () => {
    const user = await setup();
    await user.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    expect(screen.getByRole('group').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    act(() => jest.advanceTimersByTime(9000));
    expect(visibleImage()).toBe('Summer sale');
  });

  it('moves with previous, next and dots', async () => {
    const user = await setup({ autoplayMs: 0 });
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleImage()).toBe('Free delivery');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleImage()).toBe('Summer sale');
    await user.click(screen.getByRole('button', { name: 'Show slide 2' }));
    expect(visibleImage()).toBe('New phones');
    expect(screen.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('button', { name: 'Pause rotation' })).not.toBeInTheDocument();
  });

  it('keeps the slides beside the current one out of reach of keys and screen readers', async () => {
    const user = await setup({ autoplayMs: 0 });
    const [first, second, third] = screen.getAllByRole('group', { hidden: true });
    expect(first).not.toHaveAttribute('inert');
    expect(second).toHaveAttribute('inert');
    expect(third).toHaveAttribute('aria-hidden', 'true');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(second).not.toHaveAttribute('inert');
    expect(screen.getByRole('group')).toHaveAccessibleName('2 of 3');
  });

  it('is worked from the keyboard', async () => {
    const user = await setup({ autoplayMs: 0 });
    await user.tab(); // the slide's link
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show slide 1' })).toHaveFocus();
    await user.tab();
    await user.keyboard(' ');
    expect(visibleImage()).toBe('New phones');
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(visibleImage()).toBe('Summer sale');
  });

  it('draws the rotation button as pause bars, then as a play triangle', async () => {
    const user = await setup();
    const button = screen.getByRole('button', { name: 'Pause rotation' });
    expect(button.querySelectorAll('svg rect')).toHaveLength(2);
    await user.click(button);
    expect(button).toHaveAccessibleName('Start rotation');
    expect(button.querySelectorAll('svg rect')).toHaveLength(0);
    expect(button.querySelector('svg path')).toBeInTheDocument();
  });

  it('stops and restarts with the rotation button', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Pause rotation' }));
    act(() => (document.activeElement as HTMLElement).blur());
    await user.unhover(screen.getByRole('region'));
    act(() => jest.advanceTimersByTime(9000));
    expect(visibleImage()).toBe('Summer sale');
    await user.click(screen.getByRole('button', { name: 'Start rotation' }));
    act(() => (document.activeElement as HTMLElement).blur());
    await user.unhover(screen.getByRole('region'));
    act(() => jest.advanceTimersByTime(3000));
    expect(visibleImage()).toBe('New phones');
  });

  it('does not rotate when the user prefers reduced motion', async () => {
    const matchMedia = window.matchMedia;
    jest
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => Object.assign(matchMedia(query), { matches: query.includes('reduce') }));
    await setup();
    act(() => jest.advanceTimersByTime(9000));
    expect(visibleImage()).toBe('Summer sale');
    expect(screen.queryByRole('button', { name: 'Pause rotation' })).not.toBeInTheDocument();
  });

  it('renders a single slide without controls and nothing without slides', () => {
    const { container, rerender } = render(<Swiper slides={slides.slice(0, 1)} labels={labels} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<Swiper slides={[]} labels={labels} />);
    expect(container).toBeEmptyDOMElement();
  });
});
