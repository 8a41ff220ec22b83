import { setupServer } from 'msw/node';
import { operationFixtures, operationHandler } from '../testing';
import type { SdkConfig } from './config';
import { mallApi } from './generated/api.gen';
import { operations } from './generated/operations.gen';
import type { JsonOperationName } from './operation';
import { type ApiStore, makeApiStore, settled } from './test-store';

const BASE = 'http://shop.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const config: SdkConfig = { baseUrl: BASE, getToken: () => 'token', getLanguage: () => 'en' };

/** Serves the operations with their fixtures and counts the requests each one receives. */
function serve(...names: JsonOperationName[]) {
  const reads: string[] = [];
  server.use(
    ...names.map((name) =>
      operationHandler(
        name,
        (request) => {
          const url = new URL(request.url);
          reads.push(`${name} ${url.pathname.slice('/api'.length)}`);
          return operationFixtures[name];
        },
        BASE,
      ),
    ),
  );
  return {
    count: (name: JsonOperationName, path: string = operations[name].path) =>
      reads.filter((read) => read === `${name} ${path}`).length,
  };
}

let store: ApiStore;
const subscriptions: { unsubscribe: () => void }[] = [];
const watch = async <Request extends { unsubscribe: () => void }>(request: Request) => {
  subscriptions.push(request);
  await request;
};
beforeEach(() => {
  store = makeApiStore(config);
});
afterEach(() => {
  subscriptions.splice(0).forEach((subscription) => subscription.unsubscribe());
  store.dispatch(mallApi.util.resetApiState());
});

describe('cache tags with ids', () => {
  it('placing an order refetches the cart and the order lists, never a catalogue query', async () => {
    const reads = serve('getProductDetail', 'getHotProducts', 'getCart', 'getOrders', 'placeOrder');
    await watch(store.dispatch(mallApi.endpoints.getProductDetail.initiate({ id: 1 })));
    await watch(store.dispatch(mallApi.endpoints.getHotProducts.initiate()));
    await watch(store.dispatch(mallApi.endpoints.getCart.initiate()));
    await watch(store.dispatch(mallApi.endpoints.getOrders.initiate({})));

    await store.dispatch(
      mallApi.endpoints.placeOrder.initiate({ address_id: 1, delivery_code: 'standard', line_ids: [1] }),
    );
    await settled(store);

    expect(reads.count('getCart')).toBe(2);
    expect(reads.count('getOrders')).toBe(2);
    expect(reads.count('getProductDetail', '/customer/product/detail/1')).toBe(1);
    expect(reads.count('getHotProducts')).toBe(1);
  });

  it('paying an order refetches that order and the lists showing it, not another order', async () => {
    const reads = serve('getOrderDetail', 'getOrders', 'getProductDetail', 'payOrder');
    const listed = operationFixtures.getOrders.list[0]!.id;
    const other = listed + 1;
    await watch(store.dispatch(mallApi.endpoints.getOrderDetail.initiate({ id: listed })));
    await watch(store.dispatch(mallApi.endpoints.getOrderDetail.initiate({ id: other })));
    await watch(store.dispatch(mallApi.endpoints.getOrders.initiate({})));
    await watch(store.dispatch(mallApi.endpoints.getProductDetail.initiate({ id: 1 })));

    await store.dispatch(mallApi.endpoints.payOrder.initiate({ order_id: listed, method: 'wallet' }));
    await settled(store);

    expect(reads.count('getOrderDetail', `/customer/order/detail/${listed}`)).toBe(2);
    expect(reads.count('getOrderDetail', `/customer/order/detail/${other}`)).toBe(1);
    expect(reads.count('getOrders')).toBe(2);
    expect(reads.count('getProductDetail', '/customer/product/detail/1')).toBe(1);
  });

  it('a cart change refetches the user info for its cart count, and nothing of the catalogue', async () => {
    const reads = serve('getUserInfo', 'getAllBrands', 'addToCart');
    await watch(store.dispatch(mallApi.endpoints.getUserInfo.initiate()));
    await watch(store.dispatch(mallApi.endpoints.getAllBrands.initiate({})));

    await store.dispatch(mallApi.endpoints.addToCart.initiate({ product_id: 1, quantity: 1 }));
    await settled(store);

    expect(reads.count('getUserInfo')).toBe(2);
    expect(reads.count('getAllBrands')).toBe(1);
  });

  it('following a shop refetches that shop page only', async () => {
    const reads = serve('getShopPage', 'followShop');
    await watch(store.dispatch(mallApi.endpoints.getShopPage.initiate({ id: 1, page: 1 })));
    await watch(store.dispatch(mallApi.endpoints.getShopPage.initiate({ id: 2, page: 1 })));

    await store.dispatch(mallApi.endpoints.followShop.initiate({ shop_id: 2 }));
    await settled(store);

    expect(reads.count('getShopPage', '/shop/1/1')).toBe(1);
    expect(reads.count('getShopPage', '/shop/2/1')).toBe(2);
  });
});
