import { mallHandlers, operationHandler } from '@mall/sdk/testing';
import { memoryStorage } from '@mall/session';
import { act, screen, within } from '@testing-library/react';
import { welcomeState } from '@mall/shop-routes';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ad, brand, categoryTree, currencies, product, products } from '../testing/fixtures';
import { BASE_URL, renderPage } from '../testing/render-page';
import { adsByPosition } from './ads-by-position';
import { HomePage } from './home-page';

const brands = Array.from({ length: 12 }, (_, i) => brand(i + 1, `Brand ${i + 1}`));
let brandLimit: string | null = null;

const server = setupServer(
  ...mallHandlers(
    {
      getCurrencies: currencies,
      getStore: {
        type: 'advert',
        ads: [
          ad(1, 'top', 'Spring sale', '/pages/category/detail?id=9'),
          ad(2, 'top', 'Free delivery', 'https://example.com/delivery'),
          ad(3, 'center_top', 'Tea week', '/pages/search/search?keyword=tea'),
          ad(4, 'center', 'New brands', '/pages/category/brands'),
          ad(5, 'center_bottom', 'Cups', '/pages/prouduct/detail?id=12'),
          ad(6, 'bottom', 'Download the app', 'https://example.com/app'),
        ],
      },
      getAllBrands: async (request) => {
        brandLimit = new URLSearchParams(await request.text()).get('limit');
        return { list: brands.slice(0, Number(brandLimit ?? brands.length)) };
      },
      getSeriesCategories: { list: [categoryTree(9, 'Kitchen'), categoryTree(10, 'Garden')] },
      getHotProducts: { list: products('Hot', 6) },
      getNewProducts: { list: [product(101, 'Matcha whisk', 2500)] },
      getRecommendedProducts: { list: [product(201, 'Bamboo tray', 4999, { list_price_minor: 5999 })] },
      getAnnouncements: {
        list: [
          {
            id: 1,
            title: { text: 'Holiday opening hours', lang: 'en' },
            body: { text: 'Support answers within a day.', lang: 'en' },
            published_at: '2026-01-15T09:30:00.000Z',
          },
        ],
      },
    },
    BASE_URL,
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const section = (name: string) => screen.getByRole('region', { name });

describe('HomePage', () => {
  it('shows ads, ten top brands, categories, product lists and announcements', async () => {
    await renderPage(<HomePage />, { route: '/pages/home/home' });

    expect(await screen.findByRole('link', { name: 'Hot 1' })).toHaveAttribute(
      'href',
      '/pages/prouduct/detail?id=1',
    );
    expect(document.title).toBe('Home · Mall');

    // Top ads rotate in a carousel; the others are banners linking to their routes.
    const carousel = await screen.findByRole('region', { name: 'Promotions' });
    expect(within(carousel).getByRole('img', { name: 'Spring sale' }).closest('a')).toHaveAttribute(
      'href',
      '/pages/category/detail?id=9',
    );
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    for (const [title, href] of [
      ['Tea week', '/pages/search/search?keyword=tea'],
      ['New brands', '/pages/category/brands'],
      ['Cups', '/pages/prouduct/detail?id=12'],
      ['Download the app', 'https://example.com/app'],
    ]) {
      expect(screen.getByRole('img', { name: title }).closest('a')).toHaveAttribute('href', href);
    }

    const topBrands = await screen.findByRole('region', { name: 'Top brands' });
    expect(await within(topBrands).findByRole('link', { name: 'Brand 1' })).toHaveAttribute(
      'href',
      '/pages/category/brands?id=1',
    );
    expect(within(topBrands).getAllByRole('listitem')).toHaveLength(10);
    expect(brandLimit).toBe('10');

    expect(await within(section('Shop by category')).findByRole('link', { name: 'Garden' })).toHaveAttribute(
      'href',
      '/pages/category/detail?id=10',
    );
    expect(await within(section('New arrivals')).findByText('$25.00')).toBeInTheDocument();
    const recommended = section('Recommended for you');
    expect(await within(recommended).findByText('$49.99')).toBeInTheDocument();
    expect(within(recommended).getByText('$59.99').closest('s')).toBeInTheDocument();
    expect(within(recommended).getByRole('link', { name: 'See more recommendations' })).toHaveAttribute(
      'href',
      '/pages/category/recommend',
    );
    expect(await screen.findByText('Holiday opening hours')).toBeInTheDocument();
  });

  it('greets a new account by name until closed, and offers the departments above the products', async () => {
    const { router, user } = await renderPage(<HomePage />, { route: '/' });
    const shortcuts = screen.getByRole('navigation', { name: 'Category shortcuts' });
    expect(await within(shortcuts).findByRole('link', { name: 'Kitchen' })).toHaveAttribute(
      'href',
      '/pages/category/detail?id=9',
    );
    expect(screen.queryByRole('status', { name: /Welcome/ })).not.toBeInTheDocument();

    // Registering lands here with the new shopper's first name in the router state.
    await act(() => router.navigate('/', { replace: true, state: welcomeState('Ada') }));
    const welcome = await screen.findByRole('status', { name: 'Welcome to Mall, Ada!' });
    await user.click(within(welcome).getByRole('button', { name: 'Close the welcome message' }));
    expect(screen.queryByRole('status', { name: 'Welcome to Mall, Ada!' })).not.toBeInTheDocument();
  });

  it('lazy-loads card images (the carousel is the main picture) and gives every image its size', async () => {
    await renderPage(<HomePage />, { route: '/' });
    const hot = await screen.findByRole('region', { name: 'Hot products' });
    await within(hot).findByRole('link', { name: 'Hot 1' });
    // Card images are decorative (alt=""): found by tag, not by role.
    const images = [...hot.querySelectorAll('img')];
    expect(images).toHaveLength(6);
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });

  it('shows prices in the chosen currency, marked as approximate', async () => {
    await renderPage(<HomePage />, { route: '/', storage: memoryStorage({ currency: 'JPY' }) });
    const fresh = await screen.findByRole('region', { name: 'New arrivals' });
    // 25.00 USD × 151.3 = 3,782.5 → ¥3,783 (yen have no decimals).
    const price = await within(fresh).findByText('¥3,783');
    expect(price.parentElement).toHaveTextContent('≈Approximate price in JPY ¥3,783');
  });

  it('speaks the shopper’s language and marks English fallback text', async () => {
    server.use(
      operationHandler(
        'getHotProducts',
        {
          list: [
            product(1, '抹茶セット', 1000, { name: { text: '抹茶セット', lang: 'jp' } }),
            product(2, 'Tea towel', 500),
          ],
        },
        BASE_URL,
      ),
    );
    await renderPage(<HomePage />, { route: '/', language: 'jp' });
    const hot = await screen.findByRole('region', { name: '人気商品' });
    expect(await within(hot).findByText('抹茶セット')).not.toHaveAttribute('lang');
    expect(within(hot).getByText('Tea towel')).toHaveAttribute('lang', 'en');
  });

  it('offers to try again when a list fails to load, and shows an empty list as such', async () => {
    let fail = true;
    server.use(
      http.get(`${BASE_URL}/customer/product/get_hot_list`, () =>
        fail
          ? HttpResponse.json({ code: 500, message: 'down' }, { status: 500 })
          : HttpResponse.json({
              code: 200,
              message: 'success',
              data: { list: [product(1, 'Back again', 100)] },
            }),
      ),
      http.get(`${BASE_URL}/customer/product/get_new`, () =>
        HttpResponse.json({ code: 200, message: 'success', data: { list: [] } }),
      ),
    );
    const { user } = await renderPage(<HomePage />, { route: '/' });
    const hot = await screen.findByRole('region', { name: 'Hot products' });
    const alert = await within(hot).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this.');
    expect(await within(section('New arrivals')).findByText('Nothing to show here yet.')).toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(hot).findByRole('link', { name: 'Back again' })).toBeInTheDocument();
  });
});

describe('adsByPosition', () => {
  it('groups ads by position in their display order', () => {
    const grouped = adsByPosition([
      ad(3, 'top', 'C', '/'),
      ad(1, 'top', 'A', '/'),
      ad(2, 'bottom', 'B', '/'),
    ]);
    expect(grouped.top.map((item) => item.id)).toEqual([1, 3]);
    expect(grouped.bottom.map((item) => item.id)).toEqual([2]);
    expect(grouped.center).toEqual([]);
  });
});
