import type { Meta, StoryObj } from '@storybook/react-vite';
import { atViewport, columnCount, isLaidOutAt } from '@mall/ui/testing';
import { expect, within } from 'storybook/test';
import { product, products } from '../testing/fixtures';
import { withCatalogueTexts, withStoryImages } from '../testing/story-views';
import { ProductGrid, ProductGridSkeleton } from './product-card';
import styles from './product-card.module.css';

const Grid = withCatalogueTexts(ProductGrid);

const meta = {
  title: 'Storefront/ProductGrid',
  component: Grid,
  args: { products: withStoryImages(products('Green tea set', 6)), priorityFirst: true },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Green tea set 1' })).toBeInTheDocument();
  },
};

/** Long names keep to two lines; Thai breaks between words, never inside one. */
export const LongNames: Story = {
  args: {
    products: withStoryImages([
      product(1, 'Handmade ceramic green tea set with four cups and a bamboo tray, sky blue', 4500),
      product(2, 'ชุดน้ำชาเซรามิกทำมือพร้อมถ้วยสี่ใบและถาดไม้ไผ่สีฟ้า', 4500, {
        name: { text: 'ชุดน้ำชาเซรามิกทำมือพร้อมถ้วยสี่ใบและถาดไม้ไผ่สีฟ้า', lang: 'th' },
      }),
      product(3, 'Supercalifragilisticexpialidociousteapotwithoutspaces', 990, { list_price_minor: 1500 }),
      product(4, 'Sold-out mug', 700, { stock: 0 }),
    ]),
  },
};

export const Loading: Story = {
  render: () => <ProductGridSkeleton />,
};

/** Phones show two columns of compact cards. */
export const AtPhoneWidth: Story = {
  ...atViewport('phone'),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('list');
    await expect(grid).toHaveClass(styles.grid!);
    if (isLaidOutAt(grid, 'phone')) await expect(columnCount(grid)).toBe(2);
  },
};

/** A desktop shows as many columns as fit, six at 1366 px. */
export const AtDesktopWidth: Story = {
  ...atViewport('desktop'),
  args: { products: withStoryImages(products('Green tea set', 12)) },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('list');
    await expect(grid).toHaveClass(styles.grid!);
    if (isLaidOutAt(grid, 'desktop')) await expect(columnCount(grid)).toBeGreaterThanOrEqual(4);
  },
};
