import { failedQuery, loadedQuery, loadingQuery } from '@mall/ui';
import { storyImage } from '@mall/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { comment, page, productDetail } from '../testing/fixtures';
import { withCatalogueTexts } from '../testing/story-views';
import { ProductDetailView } from './product-detail-view';

const ProductPage = withCatalogueTexts(ProductDetailView);

const teaSet = (overrides: Parameters<typeof productDetail>[0] = {}) =>
  productDetail({
    image: storyImage('Teapot', 150),
    images: [storyImage('Teapot', 150), storyImage('Cups', 30)],
    ...overrides,
  });

const meta = {
  title: 'Storefront/Product page',
  component: ProductPage,
  args: {
    product: loadedQuery(teaSet()),
    expiredMessage: 'This product has expired.',
    quantity: 1,
    onQuantityChange: fn(),
    imageIndex: 0,
    onImageChange: fn(),
    comments: undefined,
    onShowComments: fn(),
    onHideComments: fn(),
    onCommentsPageChange: fn(),
  },
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase the quantity' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(2);
  },
};

export const OutOfStock: Story = {
  args: { product: loadedQuery(teaSet({ stock: 0 })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Out of stock')).toBeInTheDocument();
  },
};

export const AllReviews: Story = {
  args: {
    comments: loadedQuery(
      page([comment(1, 'Ken', 'Beautiful glaze.'), comment(2, 'Maria', 'Arrived well packed.', 4)], {
        total: 14,
        pageSize: 2,
      }),
    ),
  },
};

export const Loading: Story = { args: { product: loadingQuery() } };

export const NetworkError: Story = { args: { product: failedQuery({ kind: 'network' }) } };

export const NotFound: Story = { args: { product: undefined } };
