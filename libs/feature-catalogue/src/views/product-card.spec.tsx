import { routes } from '@mall/shop-routes';
import { screen, within } from '@testing-library/react';
import { product } from '../testing/fixtures';
import { renderView, viewProps } from '../testing/render-view';
import { ProductGrid } from './product-card';

describe('ProductGrid', () => {
  it('shows each product as a card linking to it, with its price, rating and how many sold', async () => {
    const { i18n, t, formats } = await viewProps();
    renderView(
      <ProductGrid
        products={[product(5, 'Tokoname teapot', 2599, { list_price_minor: 3000, stock: 0 })]}
        formats={formats}
        t={t}
      />,
      i18n,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Tokoname teapot' })).toHaveAttribute(
      'href',
      routes.productDetail({ id: 5 }),
    );
    expect(card).toHaveTextContent('$25.99');
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(card).toHaveTextContent('340 sold');
    expect(card).toHaveTextContent('Out of stock');
  });

  it('marks a name in another language than the page with that language', async () => {
    const { i18n, t, formats } = await viewProps();
    renderView(
      <ProductGrid
        products={[product(6, 'ชุดน้ำชา', 1000, { name: { text: 'ชุดน้ำชา', lang: 'th' } })]}
        formats={formats}
        t={t}
      />,
      i18n,
    );
    expect(screen.getByText('ชุดน้ำชา')).toHaveAttribute('lang', 'th');
  });
});
