import { takeChosenPlace } from '@mall/shop-routes';
import { renderPage } from '../testing/render-page';
import { ChooseLocationPage } from './choose-location-page';
import { OpenLocationPage } from './open-location-page';

describe('ChooseLocationPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('finds a place by name and hands its name, address and WGS 84 position back to the page that asked', async () => {
    const page = await renderPage(<ChooseLocationPage />, {
      route: '/choose-location?back=%2Fpages%2Fmine%2Faddress',
      path: '/choose-location',
    });
    expect(await page.findByRole('heading', { name: 'Choose a place' })).toBeInTheDocument();
    await page.findByText('Type a city or a country, or put the pin on the map.');
    await page.user.type(page.getByRole('searchbox', { name: 'Search for a city' }), 'bangk');
    const result = await page.findByRole('button', { name: /Bangkok\s*Thailand/ });
    expect(page.getByText(/^Places found: \d+$/)).toBeInTheDocument();
    await page.user.click(result);
    expect(page.getByText('Bangkok, Thailand')).toBeInTheDocument();
    await page.user.click(page.getByRole('button', { name: 'Use this place' }));
    expect(await page.findByText('Now at /pages/mine/address')).toBeInTheDocument();
    const place = takeChosenPlace('/pages/mine/address');
    expect(place).toMatchObject({
      name: 'Bangkok',
      address: 'Bangkok, Thailand',
      country: 'TH',
      city: 'Bangkok',
    });
    expect(place!.latitude).toBeCloseTo(13.754, 2);
    expect(place!.longitude).toBeCloseTo(100.501, 2);
  });

  it('says when nothing matches, and starts from a position given in the link', async () => {
    const page = await renderPage(<ChooseLocationPage />, {
      route: '/choose-location?back=%2Fpages%2Fshop%2Fcreate&lat=35.6895&lng=139.6917',
      path: '/choose-location',
    });
    await page.findByText('Type a city or a country, or put the pin on the map.');
    expect(await page.findByText('Latitude 35.68950, longitude 139.69170')).toBeInTheDocument();
    expect(page.getByText('Tokyo, Japan')).toBeInTheDocument();
    await page.user.type(page.getByRole('searchbox', { name: 'Search for a city' }), 'qqqzzz');
    expect(await page.findByText('No place matches “qqqzzz”.')).toBeInTheDocument();
    await page.user.click(page.getByRole('button', { name: 'Cancel' }));
    expect(await page.findByText('Now at /pages/shop/create')).toBeInTheDocument();
    expect(takeChosenPlace('/pages/shop/create')).toBeUndefined();
  });
});

describe('OpenLocationPage', () => {
  it('shows the place with its name and address, and links to the device’s maps', async () => {
    const page = await renderPage(<OpenLocationPage />, {
      route: '/open-location?lat=13.7563&lng=100.5018&name=Home&address=ถนนสุขุมวิท%2C%20Bangkok',
      path: '/open-location',
    });
    expect(await page.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(page.getByText('ถนนสุขุมวิท, Bangkok')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Open in my maps app' })).toHaveAttribute(
      'href',
      'geo:13.7563,100.5018?q=13.7563,100.5018(Home)',
    );
  });

  it('says so when the link has no valid position', async () => {
    const page = await renderPage(<OpenLocationPage />, {
      route: '/open-location?lat=95&lng=10',
      path: '/open-location',
    });
    expect(await page.findByRole('alert')).toHaveTextContent('This link has no valid position on the map.');
  });
});
