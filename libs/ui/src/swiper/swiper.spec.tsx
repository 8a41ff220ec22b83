import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Swiper, type SwiperLabels, type SwiperSlide } from './swiper';

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

/** Renders the carousel. */
function setup(props: Partial<Parameters<typeof Swiper>[0]> = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { container } = render(<Swiper slides={slides} labels={labels} {...props} />);
  return { user, row: container.querySelector<HTMLElement>('[aria-live]')! };
}

describe('Swiper', () => {
  it('is a labelled carousel region with labelled slides', () => {
    setup();
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const group = screen.getByRole('group', { name: '1 of 3' });
    expect(group).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/sale');
    expect(visibleImage()).toBe('Summer sale');
  });

  it('advances every 3000 ms and wraps', () => {
    setup();
    act(() => jest.advanceTimersByTime(2999));
    expect(visibleImage()).toBe('Summer sale');
    act(() => jest.advanceTimersByTime(1));
    expect(visibleImage()).toBe('New phones');
    act(() => jest.advanceTimersByTime(3000));
    act(() => jest.advanceTimersByTime(3000));
    expect(visibleImage()).toBe('Summer sale');
  });

  it('scrolls its row to the slide it turns to, and takes the slide a swipe settles on', () => {
    const { row } = setup({ autoplayMs: 0 });
    Object.defineProperty(row, 'clientWidth', { value: 300 });
    const scrollTo = jest.fn();
    row.scrollTo = scrollTo;
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 600, behavior: 'smooth' });
    expect(visibleImage()).toBe('Free delivery');
    row.scrollLeft = 300;
    fireEvent.scroll(row);
    act(() => jest.advanceTimersByTime(100));
    expect(visibleImage()).toBe('New phones');
  });

  it('stops rotating at the first touch, as a swipe begins', () => {
    const { row } = setup();
    fireEvent.touchStart(row);
    act(() => jest.advanceTimersByTime(9000));
    expect(visibleImage()).toBe('Summer sale');
    expect(screen.getByRole('button', { name: 'Start rotation' })).toBeInTheDocument();
  });

  it('pauses while hovered', async () => {
    const { user } = setup();
    await user.hover(screen.getByRole('region'));
    act(() => jest.advanceTimersByTime(9000));
    expect(visibleImage()).toBe('Summer sale');
    await user.unhover(screen.getByRole('region'));
    act(() => jest.advanceTimersByTime(3000));
    expect(visibleImage()).toBe('New phones');
  });

  it('pauses while focus is inside and announces politely then', async () => {
    const { user } = setup();
    await user.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    expect(screen.getByRole('group').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    act(() => jest.advanceTimersByTime(9000));
    expect(visibleImage()).toBe('Summer sale');
  });

  it('moves with previous, next and dots', async () => {
    const { user } = setup({ autoplayMs: 0 });
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
    const { user } = setup({ autoplayMs: 0 });
    const [first, second, third] = screen.getAllByRole('group', { hidden: true });
    expect(first).not.toHaveAttribute('inert');
    expect(second).toHaveAttribute('inert');
    expect(third).toHaveAttribute('aria-hidden', 'true');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(second).not.toHaveAttribute('inert');
    expect(screen.getByRole('group')).toHaveAccessibleName('2 of 3');
  });

  it('is worked from the keyboard', async () => {
    const { user } = setup({ autoplayMs: 0 });
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
    const { user } = setup();
    const button = screen.getByRole('button', { name: 'Pause rotation' });
    expect(button.querySelectorAll('svg rect')).toHaveLength(2);
    await user.click(button);
    expect(button).toHaveAccessibleName('Start rotation');
    expect(button.querySelectorAll('svg rect')).toHaveLength(0);
    expect(button.querySelector('svg path')).toBeInTheDocument();
  });

  it('stops and restarts with the rotation button', async () => {
    const { user } = setup();
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
    setup();
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
