import { operationHandler } from '@mall/sdk/testing';
import { within } from '@testing-library/react';
import { cart, cartLine, emptyCart } from '../testing/fixtures';
import { BASE_URL, renderPage, startCartApiServer } from '../testing/render-page';
import { CartPage } from './cart-page';

const server = startCartApiServer();

/** Records the form bodies of one operation's requests. */
function bodiesOf(name: 'updateCartLine' | 'removeCartLines', answer = { items_count: 3 }) {
  const bodies: string[] = [];
  server.use(
    operationHandler(
      name,
      async (request) => {
        bodies.push(await request.text());
        return answer;
      },
      BASE_URL,
    ),
  );
  return bodies;
}

const open = async () => {
  server.use(operationHandler('getCart', cart, BASE_URL));
  const page = await renderPage(<CartPage />, { route: '/pages/cart/cart' });
  await page.findByRole('heading', { name: 'My cart', level: 1 });
  await page.findByRole('region', { name: 'Tea House' });
  return page;
};

describe('CartPage', () => {
  it('groups the lines by shop, selects every buyable line, and flags the others with the reason', async () => {
    const page = await open();
    const teaHouse = within(page.getByRole('region', { name: 'Tea House' }));
    expect(teaHouse.getByRole('checkbox', { name: 'Select Green tea' })).toBeChecked();
    expect(teaHouse.getByRole('checkbox', { name: 'Select Tea cup' })).toBeChecked();
    const fan = teaHouse.getByRole('checkbox', { name: 'Select Paper fan' });
    expect(fan).toBeDisabled();
    expect(fan).toHaveAccessibleDescription('Out of stock');
    const lights = within(page.getByRole('region', { name: 'Bright Lights' }));
    expect(lights.getByRole('checkbox', { name: 'Select Old calendar' })).toHaveAccessibleDescription(
      'No longer on sale',
    );
    // 2 × $12.50 + $8.99 + $45.00. Items are units, as the cart badge counts them (the cart's items_count, the
    // sum of every line's quantity): the two green teas count two, the lines that cannot be bought one each.
    expect(page.getByText('Items selected: 4 of 6 in your cart')).toBeInTheDocument();
    expect(page.getByText('$78.99')).toBeInTheDocument();
    expect(page.getByText('$25.00')).toBeInTheDocument();
  });

  it('selects by line, by shop and all at once, and the subtotal follows', async () => {
    const page = await open();
    await page.user.click(page.getByRole('checkbox', { name: 'Select everything from Tea House' }));
    expect(page.getByRole('checkbox', { name: 'Select Green tea' })).not.toBeChecked();
    expect(page.getByText('Items selected: 1 of 6 in your cart')).toBeInTheDocument();
    expect(page.getAllByText('$45.00')).toHaveLength(2);
    await page.user.click(page.getByRole('checkbox', { name: 'Select Desk lamp' }));
    expect(page.getByText('Items selected: 0 of 6 in your cart')).toBeInTheDocument();
    const checkout = page.getByRole('button', { name: 'Checkout' });
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAccessibleDescription('Select at least one item to check out.');
    await page.user.click(page.getByRole('checkbox', { name: 'Select all' }));
    expect(page.getByText('Items selected: 4 of 6 in your cart')).toBeInTheDocument();
    await page.user.click(page.getByRole('checkbox', { name: 'Select Tea cup' }));
    await page.user.click(page.getByRole('button', { name: 'Checkout' }));
    expect(await page.findByText('Now at /pages/cart/edit?lines=1%2C3')).toBeInTheDocument();
  });

  it('changes a quantity within the stock', async () => {
    const page = await open();
    const bodies = bodiesOf('updateCartLine');
    const cup = page.getByRole('spinbutton', { name: 'Quantity of Tea cup' });
    expect(cup).toHaveAttribute('aria-valuemax', '3');
    const more = within(cup.parentElement!).getByRole('button', { name: 'More' });
    await page.user.click(more);
    await page.user.click(more);
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(bodies).toEqual(['line_id=2&quantity=2', 'line_id=2&quantity=3']);
  });

  it('says why a typed quantity became the stock or 1, next to the field and politely announced', async () => {
    const page = await open();
    const bodies = bodiesOf('updateCartLine');
    const cup = page.getByRole('spinbutton', { name: 'Quantity of Tea cup' });
    const controls = cup.closest('li')!;
    await page.user.clear(cup);
    await page.user.type(cup, '5000{Enter}');
    expect(cup).toHaveValue('3');
    const note = within(controls).getByText('Only 3 in stock');
    expect(note).toHaveAttribute('aria-live', 'polite');
    expect(bodies).toEqual(['line_id=2&quantity=3']);

    const tea = page.getByRole('spinbutton', { name: 'Quantity of Green tea' });
    await page.user.clear(tea);
    await page.user.type(tea, '0');
    await page.user.tab();
    expect(tea).toHaveValue('1');
    expect(within(tea.closest('li')!).getByText('At least 1')).toHaveAttribute('aria-live', 'polite');
    expect(bodies).toEqual(['line_id=2&quantity=3', 'line_id=1&quantity=1']);
  });

  it('shows a line above the stock at its quantity, to be lowered', async () => {
    const short = cartLine({
      line_id: 9,
      name: { text: 'Kettle', lang: 'en' },
      quantity: 5,
      stock: 2,
      available: false,
    });
    server.use(
      operationHandler('getCart', { ...cart, shops: [{ ...cart.shops[0]!, lines: [short] }] }, BASE_URL),
    );
    const bodies = bodiesOf('updateCartLine');
    const page = await renderPage(<CartPage />, { route: '/pages/cart/cart' });
    const kettle = await page.findByRole('spinbutton', { name: 'Quantity of Kettle' });
    expect(kettle).toHaveValue('5');
    expect(page.getByRole('checkbox', { name: 'Select Kettle' })).toHaveAccessibleDescription(
      'Only 2 left: lower the quantity',
    );
    await page.user.click(within(kettle.parentElement!).getByRole('button', { name: 'Fewer' }));
    expect(bodies).toEqual(['line_id=9&quantity=4']);
  });

  it('removes a line only after the confirmation', async () => {
    const page = await open();
    const bodies = bodiesOf('removeCartLines');
    await page.user.click(page.getByRole('button', { name: 'Remove Green tea' }));
    const dialog = await page.findByRole('dialog', { name: 'Remove this item?' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bodies).toEqual([]);
    await page.user.click(page.getByRole('button', { name: 'Remove Green tea' }));
    await page.user.click(
      within(await page.findByRole('dialog', { name: 'Remove this item?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(bodies).toEqual(['line_ids=1']);
  });

  it('shows an empty cart with a way to go shopping', async () => {
    server.use(operationHandler('getCart', emptyCart, BASE_URL));
    const page = await renderPage(<CartPage />, { route: '/pages/cart/cart' });
    expect(await page.findByRole('heading', { name: 'Your cart is empty.' })).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Go shopping' })).toHaveAttribute('href', '/pages/home/home');
  });
});
