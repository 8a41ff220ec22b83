import { operationFixtures } from '@mall/sdk/testing';
import { loadedQuery as loaded } from '@mall/ui';
import { screen } from '@testing-library/react';
import { productDetail, JPY } from '../testing/fixtures';
import { renderView, viewProps } from '../testing/render-view';
import { ProductDetailView, type ProductDetailViewProps } from './product-detail-view';

async function renderProduct(overrides: Partial<ProductDetailViewProps>, language: 'en' | 'jp' = 'en') {
  const { i18n, t, formats } = await viewProps(language, JPY);
  const props: ProductDetailViewProps = {
    t,
    formats,
    product: loaded(productDetail()),
    expiredMessage: 'This product has expired.',
    quantity: 1,
    onQuantityChange: jest.fn(),
    imageIndex: 0,
    onImageChange: jest.fn(),
    comments: undefined,
    onShowComments: jest.fn(),
    onHideComments: jest.fn(),
    onCommentsPageChange: jest.fn(),
    ...overrides,
  };
  return { props, ...renderView(<ProductDetailView {...props} />, i18n) };
}

describe('ProductDetailView', () => {
  it('gives the buying actions the product, its stock and the quantity shown', async () => {
    const purchase = jest.fn(() => <p>Buying actions</p>);
    await renderProduct({ product: loaded(productDetail({ stock: 3 })), quantity: 7, purchase });
    expect(screen.getByText('Buying actions')).toBeInTheDocument();
    // The quantity shown is bounded by the stock.
    expect(purchase).toHaveBeenLastCalledWith(
      { productId: productDetail().id, stock: 3, quantity: 3 },
      undefined,
    );
  });

  it('disables the quantity and says so when the product is out of stock', async () => {
    await renderProduct({ product: loaded(productDetail({ stock: 0 })) });
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This product is out of stock at the moment.');
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase the quantity' })).toBeDisabled();
  });

  it('renders the generated SDK fixture as it is', async () => {
    await renderProduct({ product: loaded(operationFixtures.getProductDetail) });
    expect(screen.getByRole('heading', { level: 1, name: 'text sample' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'name sample' })).toHaveAttribute(
      'href',
      '/pages/shop/detail?id=1',
    );
  });

  it('reports changes of quantity and picture to its container', async () => {
    const { user, props } = await renderProduct({});
    await user.click(screen.getByRole('button', { name: 'Increase the quantity' }));
    expect(props.onQuantityChange).toHaveBeenCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Show picture 2 of 2' }));
    expect(props.onImageChange).toHaveBeenCalledWith(1);
  });

  it('speaks Japanese, with yen prices without decimals', async () => {
    await renderProduct({}, 'jp');
    expect(screen.getByText('在庫：5')).toBeInTheDocument();
    expect(screen.getAllByText('¥1,513')).toHaveLength(2);
    expect(screen.getByRole('spinbutton', { name: '数量' })).toBeInTheDocument();
  });

  it('shows a loading state', async () => {
    await renderProduct({
      product: { data: undefined, isLoading: true, isFetching: true, error: undefined, retry: jest.fn() },
    });
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('shows a failure with a way to try again', async () => {
    const retry = jest.fn();
    const { user } = await renderProduct({
      product: { data: undefined, isLoading: false, isFetching: false, error: { kind: 'network' }, retry },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load this.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });
});
