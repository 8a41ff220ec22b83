import { keepDraft, returnChosenPlace } from '@mall/shop-routes';
import { operationHandler } from '@mall/sdk/testing';
import { homeAddress } from '../testing/fixtures';
import { BASE_URL, renderPage, startCartApiServer } from '../testing/render-page';
import { AddressBookPage } from './address-book-page';
import { emptyAddress } from './address-schema';

const server = startCartApiServer();
const countries = operationHandler(
  'getRegions',
  {
    level: 'country',
    list: [
      { code: 'GB', name: 'United Kingdom' },
      { code: 'TH', name: 'Thailand' },
    ],
  },
  BASE_URL,
);

describe('AddressBookPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('lists the addresses with their country named, and links a placed one to the map', async () => {
    server.use(countries, operationHandler('getAddressList', { list: [homeAddress] }, BASE_URL));
    const page = await renderPage(<AddressBookPage />, {
      route: '/pages/mine/address',
      path: '/pages/mine/address',
    });
    expect(await page.findByRole('heading', { name: 'Address book' })).toBeInTheDocument();
    expect(await page.findByText(/United Kingdom/)).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'View on the map' }).getAttribute('href')).toMatch(
      /^\/open-location\?lat=51\.5074&lng=-0\.1346&name=Ada\+Lovelace/,
    );
    expect(page.queryByRole('button', { name: /the default$/ })).not.toBeInTheDocument();
  });

  it('opens the form again with what was typed and the place chosen on the map filled in', async () => {
    server.use(countries, operationHandler('getAddressList', { list: [] }, BASE_URL));
    keepDraft('address:/pages/mine/address', {
      editing: 'new',
      values: { ...emptyAddress, name: 'สมชาย', street: 'ถนนสุขุมวิท 11' },
    });
    returnChosenPlace(
      {
        name: 'Bangkok',
        address: 'Bangkok, Thailand',
        latitude: 13.754,
        longitude: 100.501,
        country: 'TH',
        city: 'Bangkok',
      },
      '/pages/mine/address',
    );
    const page = await renderPage(<AddressBookPage />, {
      route: '/pages/mine/address',
      path: '/pages/mine/address',
    });
    expect(await page.findByRole('heading', { name: 'New address' })).toBeInTheDocument();
    expect(page.getByLabelText(/^Recipient/)).toHaveValue('สมชาย');
    expect(page.getByLabelText(/^Street and number/)).toHaveValue('ถนนสุขุมวิท 11');
    expect(page.getByLabelText(/^City/)).toHaveValue('Bangkok');
    expect(await page.findByLabelText(/^Country or region/)).toHaveValue('TH');
    expect(page.getByText('On the map at 13.75400, 100.50100')).toBeInTheDocument();
    await page.user.click(page.getByRole('button', { name: 'Remove from the map' }));
    expect(page.getByText('Not placed on the map (optional).')).toBeInTheDocument();
  });
});
