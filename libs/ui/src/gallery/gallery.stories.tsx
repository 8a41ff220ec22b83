import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Gallery, type GalleryImage } from './gallery';

/** A self-contained SVG picture so the stories need no network or static files. */
function picture(text: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" fill="${color}"/><text x="300" y="320" font-family="sans-serif" font-size="64" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const images: GalleryImage[] = [
  { src: picture('Front', '#0a58ca'), alt: 'Kettle from the front' },
  { src: picture('Close-up', '#146c43'), alt: 'Kettle, close-up' },
  { src: picture('Side', '#b02a37'), alt: 'Kettle from the side' },
];

const meta = {
  title: 'UI/Gallery',
  component: Gallery,
  args: {
    images,
    index: 0,
    onIndexChange: () => undefined,
    width: 480,
    height: 480,
    sizes: '100vw',
    labels: {
      region: 'Pictures of Kettle',
      previous: 'Previous picture',
      next: 'Next picture',
      zoom: 'Zoom',
      close: 'Close',
      viewer: 'Kettle, full screen',
      position: (position: number, total: number) => `${position} / ${total}`,
      showImage: (position: number, total: number) => `Show picture ${position} of ${total}`,
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  // The gallery is controlled: the stories keep its index.
  render: function Render(args) {
    const [index, setIndex] = useState(args.index);
    return <Gallery {...args} index={index} onIndexChange={setIndex} />;
  },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pictures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next picture' }));
    await expect(canvas.getByText('2 / 3')).toBeInTheDocument();
  },
};

export const OnePicture: Story = { args: { images: images.slice(0, 1) } };
