import { operationFixtures, operationHandler } from '@mall/sdk/testing';
import { memoryStorage } from '@mall/session';
import { cart, cartLine } from '../testing/fixtures';
import { BASE_URL, renderPage, startCartApiServer } from '../testing/render-page';
import { PurchaseActions } from './purchase-actions';

const server = startCartApiServer();
const path = '/pages/prouduct/detail';

/** The cart holds `count` items; adding puts the quantity in. */
function cartServer(count = 1) {
  let itemsCount = count;
  const adds: string[] = [];
  server.use(
    operationHandler(
      'addToCart',
      async (request) => {
        const body = new URLSearchParams(await request.text());
        adds.push(body.toString());
        itemsCount += Number(body.get('quantity'));
        return { items_count: itemsCount };
      },
      BASE_URL,
    ),
    operationHandler(
      'getUserInfo',
      () => ({ ...operationFixtures.getUserInfo, card: { count: itemsCount } }),
      BASE_URL,
    ),
    operationHandler(
      'getCart',
      {
        ...cart,
        shops: [{ ...cart.shops[0]!, lines: [cartLine({ line_id: 41, product_id: 7, quantity: 2 })] }],
      },
      BASE_URL,
    ),
  );
  return adds;
}

describe('PurchaseActions', () => {
  it('adds the chosen quantity, confirms it, and the cart count follows', async () => {
    const adds = cartServer(1);
    const page = await renderPage(<PurchaseActions productId={7} stock={5} quantity={2} />, {
      route: `${path}?id=7`,
      path,
    });
    await page.user.click(page.getByRole('button', { name: 'Add to cart' }));
    expect(await page.findByText('Added to your cart.')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/pages/cart/cart');
    expect(adds).toEqual(['product_id=7&quantity=2']);
    await page.findByText('Added to your cart.');
    expect(page.store.getState().session.cartCount).toBe(3);
  });

  it('buys now: adds the quantity and goes to checkout with that line alone', async () => {
    const adds = cartServer();
    const page = await renderPage(<PurchaseActions productId={7} stock={5} quantity={1} />, {
      route: `${path}?id=7`,
      path,
    });
    await page.user.click(page.getByRole('button', { name: 'Buy now' }));
    expect(await page.findByText('Now at /pages/cart/edit?lines=41')).toBeInTheDocument();
    expect(adds).toEqual(['product_id=7&quantity=1']);
  });

  it('sends a visitor to log in with the intent, and carries it out once back signed in', async () => {
    const adds = cartServer();
    const visitor = await renderPage(<PurchaseActions productId={7} stock={5} quantity={3} />, {
      route: `${path}?id=7`,
      path,
      storage: memoryStorage(),
    });
    await visitor.user.click(visitor.getByRole('button', { name: 'Add to cart' }));
    const redirect = `${path}?id=7&intent=add&quantity=3`;
    expect(
      await visitor.findByText(`Now at /pages/users/login?redirect=${encodeURIComponent(redirect)}`),
    ).toBeInTheDocument();
    expect(adds).toEqual([]);
    visitor.unmount();

    const back = await renderPage(<PurchaseActions productId={7} stock={5} quantity={1} />, {
      route: redirect,
      path,
    });
    expect(await back.findByText('Added to your cart.')).toBeInTheDocument();
    expect(adds).toEqual(['product_id=7&quantity=3']);
    expect(back.router.state.location.search).toBe('?id=7');
  });

  it('says why a sold-out product cannot be bought, and offers nothing to press', async () => {
    const adds = cartServer();
    const page = await renderPage(<PurchaseActions productId={7} stock={0} quantity={1} />, {
      route: `${path}?id=7&intent=buy&quantity=1`,
      path,
    });
    for (const name of ['Add to cart', 'Buy now']) {
      const button = page.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Sold out: this product cannot be bought now.');
    }
    expect(adds).toEqual([]);
  });
});
