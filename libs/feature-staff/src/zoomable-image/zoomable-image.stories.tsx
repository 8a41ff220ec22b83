import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ZoomableImage } from './zoomable-image';

const picture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="800" height="500" fill="#e8eef9"/><text x="40" y="120" font-size="48" font-family="sans-serif">Transfer 120.00 USDT</text><text x="40" y="200" font-size="32" font-family="monospace">TXID 9f2c…a41</text></svg>',
  );

const meta = {
  title: 'Staff console/Zoomable image',
  component: ZoomableImage,
  args: {
    src: picture,
    alt: 'Proof of the transfer',
    labels: {
      open: 'Open full screen',
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      close: 'Close',
      zoom: (percent: number) => `Zoom ${percent} %`,
    },
  },
} satisfies Meta<typeof ZoomableImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Large: Story = {};

export const FullScreen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Open full screen/ }));
    await expect(canvas.getByText('Zoom 100 %')).toBeInTheDocument();
  },
};
