import { loadedQuery } from '@mall/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { PANEL_NAMESPACES } from '../shared/translator';
import { productSchema } from './product-schema';
import { type ProductsViewProps, ProductsView } from './products-view';

function ProductsScreen(props: Omit<ProductsViewProps, 't' | 'schema'>) {
  const { t } = useTranslation(PANEL_NAMESPACES);
  const schema = useMemo(() => productSchema(t), [t]);
  return <ProductsView {...props} t={t} schema={schema} />;
}

const product = {
  id: 7,
  name: { text: 'Hand-thrown tea cup', lang: 'en' as const },
  image: '',
  price_minor: 2_700,
  stock: 12,
  state: 'on_sale' as const,
  sold_count: 0,
  review_message: null,
  category_id: 3,
  created_at: '2026-01-15T09:30:00.000Z',
};

const meta = {
  title: 'Seller panel/Products',
  component: ProductsScreen,
  args: {
    products: loadedQuery({
      list: [
        product,
        {
          ...product,
          id: 8,
          name: { text: 'Saucer', lang: 'en' as const },
          state: 'pending_review' as const,
        },
        { ...product, id: 9, state: 'refused' as const, review_message: 'The photo is blurred.' },
      ],
      page: 1,
      page_size: 50,
      total: 3,
      total_capped: false,
      has_more: false,
    }),
    onUpdate: fn(async () => true),
    locale: 'en',
  },
} satisfies Meta<typeof ProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {};

export const NoProducts: Story = {
  args: {
    products: loadedQuery({
      list: [],
      page: 1,
      page_size: 50,
      total: 0,
      total_capped: false,
      has_more: false,
    }),
  },
};
