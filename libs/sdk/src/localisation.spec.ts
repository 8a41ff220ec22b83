import { setupServer } from 'msw/node';
import { operationFixtures, operationHandler } from '../testing';
import { mallApi } from './generated/api.gen';
import { localisedOperations } from './generated/operations.gen';
import { invalidateLocalised } from './localisation';
import { makeApiStore, settled } from './test-store';

const BASE = 'http://shop.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('invalidateLocalised', () => {
  it('refetches the localised answers in the new language and leaves the others cached', async () => {
    type Watched = 'getHotProducts' | 'getCurrencies' | 'getUserInfo';
    const languagesAsked: Record<Watched, string[]> = {
      getHotProducts: [],
      getCurrencies: [],
      getUserInfo: [],
    };
    const recordLanguage =
      <Name extends Watched>(name: Name) =>
      (request: Request) => {
        languagesAsked[name].push(request.headers.get('lang') ?? '');
        return operationFixtures[name];
      };
    server.use(
      operationHandler('getHotProducts', recordLanguage('getHotProducts'), BASE),
      operationHandler('getCurrencies', recordLanguage('getCurrencies'), BASE),
      operationHandler('getUserInfo', recordLanguage('getUserInfo'), BASE),
    );
    let language = 'en';
    const store = makeApiStore({ baseUrl: BASE, getToken: () => 'token', getLanguage: () => language });
    const subscriptions = [
      store.dispatch(mallApi.endpoints.getHotProducts.initiate()),
      store.dispatch(mallApi.endpoints.getCurrencies.initiate()),
      store.dispatch(mallApi.endpoints.getUserInfo.initiate()),
    ];
    await Promise.all(subscriptions);

    language = 'th';
    store.dispatch(invalidateLocalised());
    await settled(store);

    expect(languagesAsked).toEqual({
      getHotProducts: ['en', 'th'],
      getCurrencies: ['en'],
      getUserInfo: ['en'],
    });
    subscriptions.forEach((subscription) => subscription.unsubscribe());
    store.dispatch(mallApi.util.resetApiState());
  });

  it('covers the catalogue and content queries, not the configuration or the account', () => {
    expect(localisedOperations).toEqual(
      expect.arrayContaining(['getProductDetail', 'getAllCategories', 'getNews', 'getCart', 'getOrders']),
    );
    for (const name of ['getCurrencies', 'getLanguages', 'getUserInfo', 'getNotices'])
      expect(localisedOperations).not.toContain(name);
  });
});
