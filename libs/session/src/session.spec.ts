import { mallApi } from '@mall/sdk';
import { envelope, errorHandler, operationFixtures, operationHandler } from '@mall/sdk/testing';
import { setupServer } from 'msw/node';
import { memoryStorage } from './memory-storage';
import { LOGGED_IN_KEY, TOKEN_KEY } from './persistence';
import { signedIn, signedOut, userLoaded } from './session-slice';
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
    const result = await store.dispatch(mallApi.endpoints.getUserInfo.initiate());
    store.dispatch(userLoaded(result.data!));
    expect(seen).toBe('stored');
    expect(store.getState().session.loggedIn).toBe(true);
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
