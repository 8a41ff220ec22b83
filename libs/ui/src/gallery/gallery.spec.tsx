import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Gallery, type GalleryImage, type GalleryLabels } from './gallery';

const images: GalleryImage[] = [
  { src: '/media/kettle-1.webp', alt: 'Kettle, picture 1 of 3' },
  { src: '/media/kettle-2.webp', alt: 'Kettle, picture 2 of 3' },
  { src: '/media/kettle-3.webp', alt: 'Kettle, picture 3 of 3' },
];

const labels: GalleryLabels = {
  region: 'Pictures of Kettle',
  previous: 'Previous picture',
  next: 'Next picture',
  zoom: 'Zoom',
  close: 'Close',
  viewer: 'Kettle, full screen',
  position: (position, total) => `${position} / ${total}`,
  showImage: (position, total) => `Show picture ${position} of ${total}`,
};

function Controlled({ start = 0, list = images }: { start?: number; list?: GalleryImage[] }) {
  const [index, setIndex] = useState(start);
  return (
    <Gallery
      images={list}
      labels={labels}
      index={index}
      onIndexChange={setIndex}
      width={480}
      height={480}
      sizes="100vw"
    />
  );
}

const shown = () => screen.getByText(/ \/ 3$/).textContent;
const viewport = () => screen.getByTestId('gallery-viewport');

describe('Gallery', () => {
  it('shows one picture at a time: the others are out of reach of keys and screen readers', () => {
    render(<Controlled />);
    const region = screen.getByRole('region', { name: 'Pictures of Kettle' });
    expect(within(region).getByRole('img', { name: 'Kettle, picture 1 of 3' })).toBeInTheDocument();
    expect(within(region).queryByRole('img', { name: 'Kettle, picture 2 of 3' })).not.toBeInTheDocument();
    expect(shown()).toBe('1 / 3');
  });

  it('turns with previous and next, wrapping, and with the thumbnails', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(shown()).toBe('2 / 3');
    await user.click(screen.getByRole('button', { name: 'Previous picture' }));
    await user.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(shown()).toBe('3 / 3');
    await user.click(screen.getByRole('button', { name: 'Show picture 2 of 3' }));
    expect(shown()).toBe('2 / 3');
    expect(screen.getByRole('button', { name: 'Show picture 2 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('chooses the picture a swipe settles on, and scrolls the row to the picture chosen', async () => {
    const scrollTo = jest.fn(function (this: HTMLElement, options: ScrollToOptions) {
      this.scrollLeft = options.left ?? 0;
    });
    HTMLElement.prototype.scrollTo = scrollTo as never;
    jest.useFakeTimers();
    try {
      render(<Controlled />);
      Object.defineProperty(viewport(), 'clientWidth', { value: 300, configurable: true });
      viewport().scrollLeft = 610;
      fireEvent.scroll(viewport());
      act(() => jest.advanceTimersByTime(200));
      expect(shown()).toBe('3 / 3');
      // The row settles exactly on the picture.
      expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 600 }));
      fireEvent.click(screen.getByRole('button', { name: 'Show picture 1 of 3' }));
      expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 0 }));
    } finally {
      jest.useRealTimers();
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
    }
  });

  it('turns when dragged with a mouse far enough, not for a small move', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const drag = (from: number, to: number) =>
      user.pointer([
        { keys: '[MouseLeft>]', target: viewport(), coords: { clientX: from, clientY: 100 } },
        { target: viewport(), coords: { clientX: to, clientY: 100 } },
        { keys: '[/MouseLeft]', target: viewport(), coords: { clientX: to, clientY: 100 } },
      ]);
    await drag(300, 290);
    expect(shown()).toBe('1 / 3');
    await drag(300, 200);
    expect(shown()).toBe('2 / 3');
    await drag(100, 250);
    expect(shown()).toBe('1 / 3');
  });

  it('is reachable from the keyboard: the focused row turns with the arrows', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.tab();
    expect(viewport()).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shown()).toBe('3 / 3');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toBe('2 / 3');
  });

  it('zooms full screen: arrows turn the pictures, Escape closes and focus returns', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const zoom = screen.getByRole('button', { name: 'Zoom' });
    await user.click(zoom);
    const viewer = await screen.findByRole('dialog', { name: 'Kettle, full screen' });
    expect(within(viewer).getByRole('img', { name: 'Kettle, picture 1 of 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('img', { name: 'Kettle, picture 2 of 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(viewer).getByRole('img', { name: 'Kettle, picture 3 of 3' })).toBeInTheDocument();
    const picture = within(viewer).getByRole('button', { name: 'Zoom' });
    await user.click(picture);
    expect(picture).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(zoom).toHaveFocus();
    expect(shown()).toBe('3 / 3');
  });

  it('offers no turning for a single picture, but still zooms', () => {
    render(<Controlled list={images.slice(0, 1)} />);
    expect(screen.queryByRole('button', { name: 'Next picture' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom' })).toBeInTheDocument();
  });
});
