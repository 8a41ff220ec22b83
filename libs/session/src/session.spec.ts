import { mallApi } from '@mall/sdk';
import { envelope, errorHandler, operationFixtures, operationHandler } from '@mall/sdk/testing';
import { setupServer } from 'msw/node';
import { memoryStorage } from './memory-storage';
import { LOGGED_IN_KEY, TOKEN_KEY } from './persistence';
import { signedIn, signedOut } from './session-slice';
import { createAppStore } from './store';

const BASE = 'http://shop.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const makeStore = (storage: Storage) => {
  const goToLogin = jest.fn();
  const store = createAppStore({ baseUrl: BASE, getLanguage: () => 'en', goToLogin }, storage);
  return { store, goToLogin };
};
const login = { ...operationFixtures.loginWithPassword, 'access-token': 'token-abc' };

describe('session', () => {
  it('starts from a stored token without counting it as signed in', () => {
    const { store } = makeStore(memoryStorage({ [TOKEN_KEY]: 'stored' }));
    expect(store.getState().session).toMatchObject({ token: 'stored', loggedIn: false, user: null });
  });

  it('drops a stored token that no request could carry in a header, instead of failing every request', () => {
    for (const damaged of ['tok\nen', 'jeton-é', ' ', 'x'.repeat(600)]) {
      const { store } = makeStore(memoryStorage({ [TOKEN_KEY]: damaged }));
      expect(store.getState().session.token).toBeNull();
    }
  });

  it('stores the token and the signed-in flag after sign-in, and clears them on sign-out', () => {
    const storage = memoryStorage({ lang: 'th' });
    const { store } = makeStore(storage);
    store.dispatch(signedIn(login));
    expect(store.getState().session).toMatchObject({
      token: 'token-abc',
      loggedIn: true,
      cartCount: login.card.count,
    });
    expect(storage.getItem(TOKEN_KEY)).toBe('token-abc');
    expect(storage.getItem(LOGGED_IN_KEY)).toBe('1');
    store.dispatch(signedOut());
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(storage.getItem(LOGGED_IN_KEY)).toBeNull();
    expect(storage.getItem('lang')).toBe('th');
  });

  it('sends the session token with API calls', async () => {
    let seen: string | null = null;
    server.use(
      operationHandler(
        'getUserInfo',
        (request) => {
          seen = request.headers.get('access-token');
          return operationFixtures.getUserInfo;
        },
        BASE,
      ),
    );
    const { store } = makeStore(memoryStorage({ [TOKEN_KEY]: 'stored' }));
    await store.dispatch(mallApi.endpoints.getUserInfo.initiate());
    expect(seen).toBe('stored');
    store.dispatch(mallApi.util.resetApiState());
  });

  it('takes the user and the counters from the user-info answer, and counts as signed in', async () => {
    const info = {
      ...operationFixtures.getUserInfo,
      firstname: 'Sam',
      seller_url: 'https://seller.shop.test',
      card: { count: 4 },
      notice: { count: 2 },
      message_unread_count: 5,
    };
    server.use(operationHandler('getUserInfo', info, BASE));
    const { store } = makeStore(memoryStorage({ [TOKEN_KEY]: 'stored' }));
    await store.dispatch(mallApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false }));
    expect(store.getState().session).toMatchObject({
      loggedIn: true,
      user: { firstname: 'Sam' },
      sellerUrl: 'https://seller.shop.test',
      cartCount: 4,
      noticeCount: 2,
      unreadMessages: 5,
    });
    store.dispatch(mallApi.util.resetApiState());
  });

  it('follows the cart count the server reports after a cart change', async () => {
    let cartCount = 1;
    server.use(
      operationHandler(
        'getUserInfo',
        () => ({ ...operationFixtures.getUserInfo, card: { count: cartCount } }),
        BASE,
      ),
      operationHandler(
        'addToCart',
        () => {
          cartCount += 2;
          return { items_count: cartCount };
        },
        BASE,
      ),
    );
    const { store } = makeStore(memoryStorage());
    store.dispatch(signedIn(login));
    const userInfo = store.dispatch(mallApi.endpoints.getUserInfo.initiate());
    await userInfo;
    expect(store.getState().session.cartCount).toBe(1);

    await store.dispatch(mallApi.endpoints.addToCart.initiate({ product_id: 1, quantity: 2 }));
    await Promise.all(store.dispatch(mallApi.util.getRunningQueriesThunk()));
    expect(store.getState().session.cartCount).toBe(3);
    userInfo.unsubscribe();
    store.dispatch(mallApi.util.resetApiState());
  });

  it('ignores a user-info answer that arrives after sign-out', async () => {
    let answer: () => void = () => undefined;
    server.use(
      operationHandler(
        'getUserInfo',
        () =>
          new Promise<typeof operationFixtures.getUserInfo>((resolve) => {
            answer = () => resolve(operationFixtures.getUserInfo);
          }),
        BASE,
      ),
    );
    const { store } = makeStore(memoryStorage());
    store.dispatch(signedIn(login));
    const pending = store.dispatch(mallApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    store.dispatch(signedOut());
    answer();
    await pending;
    expect(store.getState().session).toMatchObject({
      token: null,
      loggedIn: false,
      user: null,
      cartCount: 0,
    });
    store.dispatch(mallApi.util.resetApiState());
  });

  it('signs out, forgets cached data and goes to login on a token-invalid code', async () => {
    server.use(errorHandler('getUserInfo', 1100003, 'expired', BASE));
    const storage = memoryStorage();
    const { store, goToLogin } = makeStore(storage);
    store.dispatch(signedIn(login));
    await store.dispatch(mallApi.endpoints.getUserInfo.initiate());
    expect(store.getState().session).toMatchObject({ token: null, loggedIn: false, user: null });
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(goToLogin).toHaveBeenCalledWith(1100003);
    expect(Object.keys(store.getState().mallApi.queries)).toEqual([]);
  });

  it('keeps the session when a call fails for another reason', async () => {
    server.use(operationHandler('getUserInfo', () => envelope(null, 2000018, 'busy'), BASE));
    const { store } = makeStore(memoryStorage());
    store.dispatch(signedIn(login));
    await store.dispatch(mallApi.endpoints.getUserInfo.initiate());
    expect(store.getState().session.loggedIn).toBe(true);
    store.dispatch(mallApi.util.resetApiState());
  });
});
