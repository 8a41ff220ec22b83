import type { Address } from '@mall/sdk';
import { operationHandler } from '@mall/sdk/testing';
import { waitFor, within } from '@testing-library/react';
import { homeAddress, officeAddress } from '../testing/fixtures';
import { BASE_URL, renderPage, startCartApiServer } from '../testing/render-page';
import { AddressPage } from './address-page';

const server = startCartApiServer();

/** `/citys` as the server answers it in English: countries, then a country's states. */
const regions = operationHandler(
  'getRegions',
  async (request) => {
    const country = new URLSearchParams(await request.text()).get('country');
    if (!country) {
      return {
        level: 'country' as const,
        list: [
          { code: 'GB', name: 'United Kingdom' },
          { code: 'TH', name: 'Thailand' },
        ],
      };
    }
    return {
      level: 'state' as const,
      list: country === 'TH' ? [{ code: 'TH-10', name: 'Bangkok' }] : [],
    };
  },
  BASE_URL,
);
beforeEach(() => server.use(regions));
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
      expect(await page.findAllByText('Fill in this field.')).toHaveLength(5);
      expect(page.getByText('Choose a country or region.')).toBeInTheDocument();
      expect(saved).toEqual([]);

      await page.user.type(page.getByLabelText(/^Recipient/), 'Ada Lovelace');
      await page.user.type(page.getByLabelText(/^Email/), 'ada@example.com');
      await page.user.type(page.getByLabelText(/^Telephone/), '+44 20 7946 0000');
      await page.user.type(page.getByLabelText(/^Street and number/), '12 St James Square');
      await page.user.type(page.getByLabelText(/^City/), 'London');
      await page.user.selectOptions(page.getByLabelText(/^Country or region/), 'United Kingdom');
      await page.user.type(page.getByLabelText(/^Postcode/), 'sw1y 4jh');
      await page.user.click(page.getByRole('button', { name: 'Save address' }));
      expect(await page.findByRole('radio', { name: /12 St James Square/ })).toBeChecked();
      expect(new URLSearchParams(saved[0]).get('country')).toBe('GB');
      expect(new URLSearchParams(saved[0]).get('postcode')).toBe('SW1Y 4JH');
      await page.user.click(page.getByRole('button', { name: 'Continue to delivery' }));
      expect(await page.findByText('Now at /pages/cart/delivery?lines=1%2C3&address=30')).toBeInTheDocument();
    },
    FORM_TEST_TIMEOUT_MS,
  );

  it(
    'edits an address in place, with the country’s states to choose from',
    async () => {
      const saved: URLSearchParams[] = [];
      server.use(
        operationHandler('getAddressList', { list: [homeAddress, officeAddress] }, BASE_URL),
        operationHandler(
          'saveAddress',
          async (request) => {
            const body = new URLSearchParams(await request.text());
            saved.push(body);
            return { ...officeAddress, street: body.get('street') ?? '' };
          },
          BASE_URL,
        ),
      );
      const page = await renderPage(<AddressPage />, { route, path: '/pages/cart/edit' });
      const edits = await page.findAllByRole('button', { name: 'Edit the address of Ada Lovelace' });
      await page.user.click(edits[0]!);
      expect(await page.findByRole('heading', { name: 'Edit address' })).toBeInTheDocument();
      const street = page.getByLabelText(/^Street and number/);
      expect(street).toHaveValue(homeAddress.street);
      await page.user.selectOptions(page.getByLabelText(/^Country or region/), 'Thailand');
      await page.user.selectOptions(await page.findByLabelText(/^State or province/), 'Bangkok');
      await page.user.clear(street);
      await page.user.type(street, 'ถนนสุขุมวิท 11');
      await page.user.clear(page.getByLabelText(/^Postcode/));
      await page.user.type(page.getByLabelText(/^Postcode/), '10110');
      await page.user.click(page.getByRole('button', { name: 'Save address' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(Object.fromEntries(saved[0]!)).toMatchObject({
        id: String(homeAddress.id),
        street: 'ถนนสุขุมวิท 11',
        country: 'TH',
        state: 'Bangkok',
        postcode: '10110',
        latitude: String(homeAddress.latitude),
      });
    },
    FORM_TEST_TIMEOUT_MS,
  );

  it('deletes an address only after the shopper confirms, and makes another the default', async () => {
    const removed: string[] = [];
    const defaults: string[] = [];
    server.use(
      operationHandler('getAddressList', { list: [homeAddress, officeAddress] }, BASE_URL),
      operationHandler(
        'removeAddress',
        async (request) => {
          removed.push(new URLSearchParams(await request.text()).get('id') ?? '');
          return { done: true as const };
        },
        BASE_URL,
      ),
      operationHandler(
        'setDefaultAddress',
        async (request) => {
          defaults.push(new URLSearchParams(await request.text()).get('id') ?? '');
          return { ...officeAddress, is_default: true };
        },
        BASE_URL,
      ),
    );
    const page = await renderPage(<AddressPage />, { route, path: '/pages/cart/edit' });
    const deletes = await page.findAllByRole('button', { name: 'Delete the address of Ada Lovelace' });
    await page.user.click(deletes[1]!);
    const dialog = await page.findByRole('dialog', { name: 'Delete this address?' });
    expect(dialog).toHaveTextContent('1 Analytical Row');
    await page.user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    expect(removed).toEqual([]);
    await page.user.click(deletes[1]!);
    await page.user.click(
      within(await page.findByRole('dialog', { name: 'Delete this address?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(removed).toEqual([String(officeAddress.id)]));
    await page.user.click(page.getByRole('button', { name: 'Make the address of Ada Lovelace the default' }));
    await waitFor(() => expect(defaults).toEqual([String(officeAddress.id)]));
  });

  it('sends the shopper back to the cart when no lines were chosen', async () => {
    const page = await renderPage(<AddressPage />, { route: '/pages/cart/edit' });
    expect(await page.findByText('Choose the items to check out in your cart first.')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/pages/cart/cart');
  });
});
