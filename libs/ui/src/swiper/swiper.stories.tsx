import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Swiper, type SwiperSlide } from './swiper';

/** A self-contained SVG banner so the stories need no network or static files. */
function banner(text: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300" viewBox="0 0 800 300"><rect width="800" height="300" fill="${color}"/><text x="400" y="165" font-family="sans-serif" font-size="48" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const slides: SwiperSlide[] = [
  {
    id: 'summer',
    imageSrc: banner('Summer sale', '#0a58ca'),
    imageAlt: 'Summer sale: up to 50% off',
    href: '#sale',
  },
  {
    id: 'phones',
    imageSrc: banner('New phones', '#146c43'),
    imageAlt: 'New phones have arrived',
    href: '#phones',
  },
  { id: 'delivery', imageSrc: banner('Free delivery', '#b02a37'), imageAlt: 'Free delivery over $50' },
];

const meta = {
  title: 'UI/Swiper',
  component: Swiper,
  args: {
    slides,
    labels: {
      region: 'Promotions',
      carousel: 'carousel',
      slide: 'slide',
      previous: 'Previous slide',
      next: 'Next slide',
      pause: 'Stop automatic slide show',
      play: 'Start automatic slide show',
      slidePosition: (position, total) => `${position} of ${total}`,
      goTo: (position, total) => `Show slide ${position} of ${total}`,
    },
  },
} satisfies Meta<typeof Swiper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Autoplay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Promotions' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const rotation = canvas.getByRole('button', { name: 'Stop automatic slide show' });
    await userEvent.click(rotation);
    await expect(rotation).toHaveAccessibleName('Start automatic slide show');
    await userEvent.click(rotation);
    await expect(rotation).toHaveAccessibleName('Stop automatic slide show');
  },
};

export const Manual: Story = {
  args: { autoplayMs: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    // waitFor: in a browser the row scrolls the slide in over a few frames.
    await waitFor(() => expect(canvas.getByRole('group', { name: '2 of 3' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Show slide 3 of 3' }));
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Free delivery over $50' })).toBeVisible());
  },
};

/** Every control is a button: the arrows and dots work from the keyboard. */
export const Keyboard: Story = {
  args: { autoplayMs: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Previous slide' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('group', { name: '3 of 3' })).toBeVisible());
  },
};

export const SingleSlide: Story = { args: { slides: slides.slice(0, 1) } };
