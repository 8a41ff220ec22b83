import type { Address } from '@mall/sdk';
import { operationHandler } from '@mall/sdk/testing';
import { homeAddress, officeAddress } from '../testing/fixtures';
import { BASE_URL, renderPage, startCartApiServer } from '../testing/render-page';
import { AddressPage } from './address-page';

const server = startCartApiServer();
/** Typing a whole form key by key takes a while on a busy machine. */
const FORM_TEST_TIMEOUT_MS = 20_000;
const route = '/pages/cart/edit?lines=1,3';

describe('AddressPage', () => {
  it('starts from the default address and goes on to delivery with the one chosen', async () => {
    server.use(operationHandler('getAddressList', { list: [officeAddress, homeAddress] }, BASE_URL));
    const page = await renderPage(<AddressPage />, { route, path: '/pages/cart/edit' });
    const home = await page.findByRole('radio', { name: /12 St James Square/ });
    expect(home).toBeChecked();
    expect(page.getByRole('listitem', { current: 'step' })).toHaveTextContent('Shipping address');
    await page.user.click(page.getByRole('radio', { name: /1 Analytical Row/ }));
    await page.user.click(page.getByRole('button', { name: 'Continue to delivery' }));
    expect(await page.findByText('Now at /pages/cart/delivery?lines=1%2C3&address=22')).toBeInTheDocument();
  });

  it(
    'with an empty address book, asks for an address and uses the one saved',
    async () => {
      let book: Address[] = [];
      const saved: string[] = [];
      server.use(
        operationHandler('getAddressList', () => ({ list: book }), BASE_URL),
        operationHandler(
          'saveAddress',
          async (request) => {
            saved.push(await request.text());
            book = [{ ...homeAddress, id: 30 }];
            return book[0]!;
          },
          BASE_URL,
        ),
      );
      const page = await renderPage(<AddressPage />, { route, path: '/pages/cart/edit' });
      expect(await page.findByText('You have no shipping address yet.')).toBeInTheDocument();
      await page.user.click(page.getByRole('button', { name: 'Save address' }));
      expect(await page.findAllByText('Fill in this field.')).toHaveLength(6);
      expect(saved).toEqual([]);

      await page.user.type(page.getByLabelText(/^Recipient/), 'Ada Lovelace');
      await page.user.type(page.getByLabelText(/^Email/), 'ada@example.com');
      await page.user.type(page.getByLabelText(/^Telephone/), '+44 20 7946 0000');
      await page.user.type(page.getByLabelText(/^Street and number/), '12 St James Square');
      await page.user.type(page.getByLabelText(/^City/), 'London');
      await page.user.type(page.getByLabelText(/^Country code/), 'gb');
      await page.user.click(page.getByRole('button', { name: 'Save address' }));
      expect(await page.findByRole('radio', { name: /12 St James Square/ })).toBeChecked();
      expect(new URLSearchParams(saved[0]).get('country')).toBe('GB');
      await page.user.click(page.getByRole('button', { name: 'Continue to delivery' }));
      expect(await page.findByText('Now at /pages/cart/delivery?lines=1%2C3&address=30')).toBeInTheDocument();
    },
    FORM_TEST_TIMEOUT_MS,
  );

  it('sends the shopper back to the cart when no lines were chosen', async () => {
    const page = await renderPage(<AddressPage />, { route: '/pages/cart/edit' });
    expect(await page.findByText('Choose the items to check out in your cart first.')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/pages/cart/cart');
  });
});
