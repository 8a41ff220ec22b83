/**
 * @jest-environment node
 */
import { envelope, operationFixtures, operationHandler } from '@mall/sdk/testing';
import { createAppStore, memoryStorage, TOKEN_KEY } from '@mall/session';
import { setupServer } from 'msw/node';
import { AD_TIMESTAMP_KEY, launch } from './launch';

const BASE = 'http://shop.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const launchWith = async (storage: Storage) => {
  const store = createAppStore({ baseUrl: BASE, getLanguage: () => 'en' }, storage);
  const ready = await launch(store, storage);
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { ready, store };
};

describe('launch (docs/requirements.md R3.2)', () => {
  it('stores the ad timestamp and mounts once currencies and languages load', async () => {
    server.use(
      operationHandler('getCurrencies', operationFixtures.getCurrencies, BASE),
      operationHandler('getLanguages', operationFixtures.getLanguages, BASE),
    );
    const storage = memoryStorage();
    const { ready } = await launchWith(storage);
    expect(ready).toBe(true);
    expect(Number(storage.getItem(AD_TIMESTAMP_KEY))).toBeGreaterThan(0);
  });

  it('does not mount when the currency result is empty or fails', async () => {
    server.use(
      operationHandler('getCurrencies', { list: [], static: '', base: 'USD' }, BASE),
      operationHandler('getLanguages', operationFixtures.getLanguages, BASE),
    );
    expect((await launchWith(memoryStorage())).ready).toBe(false);
    server.use(operationHandler('getCurrencies', () => envelope(null, 2000018, 'down'), BASE));
    expect((await launchWith(memoryStorage())).ready).toBe(false);
  });

  it('with a stored token, loads the user and marks the session signed in', async () => {
    server.use(
      operationHandler('getCurrencies', operationFixtures.getCurrencies, BASE),
      operationHandler('getLanguages', operationFixtures.getLanguages, BASE),
      operationHandler('getUserInfo', { ...operationFixtures.getUserInfo, firstname: 'Sam' }, BASE),
    );
    const { store } = await launchWith(memoryStorage({ [TOKEN_KEY]: 'stored-token' }));
    expect(store.getState().session).toMatchObject({ loggedIn: true, user: { firstname: 'Sam' } });
  });

  it('with a token the server no longer knows, signs out and still mounts', async () => {
    server.use(
      // The settings answer after the user info, as they may on a real network.
      operationHandler(
        'getCurrencies',
        async () => {
          await new Promise((resolve) => setTimeout(resolve, 30));
          return operationFixtures.getCurrencies;
        },
        BASE,
      ),
      operationHandler('getLanguages', operationFixtures.getLanguages, BASE),
      operationHandler('getUserInfo', () => envelope(null, 1000004, 'Invalid token'), BASE),
    );
    const storage = memoryStorage({ [TOKEN_KEY]: 'revoked-token-1234567890' });
    const store = createAppStore(
      { baseUrl: BASE, getLanguage: () => 'en', goToLogin: () => undefined },
      storage,
    );
    expect(await launch(store, storage)).toBe(true);
    expect(store.getState().session).toMatchObject({ token: null, loggedIn: false });
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('without a token, stays signed out and does not ask for the user', async () => {
    let asked = false;
    server.use(
      operationHandler('getCurrencies', operationFixtures.getCurrencies, BASE),
      operationHandler('getLanguages', operationFixtures.getLanguages, BASE),
      operationHandler(
        'getUserInfo',
        () => {
          asked = true;
          return operationFixtures.getUserInfo;
        },
        BASE,
      ),
    );
    const { store } = await launchWith(memoryStorage());
    expect(asked).toBe(false);
    expect(store.getState().session.loggedIn).toBe(false);
  });
});
