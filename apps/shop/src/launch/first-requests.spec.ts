import { getProductDetailOperation, mallApi } from '@mall/sdk';
import { envelope, operationFixtures, operationHandler } from '@mall/sdk/testing';
import { createAppStore, memoryStorage } from '@mall/session';
import { waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { fetchWithFirstAnswers } from './first-answers';
import { startFirstRequests } from './first-requests';

const BASE = 'http://shop.test/api';
const picture = 'http://shop.test/media/catalog/product/tea/pot.webp';
let asked: string[] = [];
const server = setupServer(
  operationHandler(
    'getProductDetail',
    (request) => {
      asked.push(`${request.headers.get('lang')} ${new URL(request.url).pathname}`);
      return { ...operationFixtures.getProductDetail, id: 12, images: [picture] };
    },
    BASE,
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked = [];
  document.head.replaceChildren();
});
afterAll(() => server.close());

/** A window of its own for each test: the hand-over lives on it. */
const newHost = () =>
  ({
    fetch: (...args: Parameters<typeof fetch>) => fetch(...args),
    performance,
    document,
  }) as unknown as typeof globalThis;

const productPage = [
  {
    operation: getProductDetailOperation,
    args: { id: 12 },
    firstPictures: (data: unknown) => ({
      pictures: [{ src: (data as { images: string[] }).images[0]!, sizes: '100vw' }],
    }),
  },
];

const appStore = (host: typeof globalThis, language: string) =>
  createAppStore(
    { baseUrl: BASE, getLanguage: () => language, fetch: fetchWithFirstAnswers(host) },
    memoryStorage(),
  );

const loadProduct = (store: ReturnType<typeof appStore>) =>
  store.dispatch(mallApi.endpoints.getProductDetail.initiate({ id: 12 }, { subscribe: false }));

describe('the first requests', () => {
  it('answer the app’s same request: the server is asked once, and the main picture is preloaded', async () => {
    const host = newHost();
    const onFirstPictures = jest.fn();
    const config = { baseUrl: BASE, getLanguage: () => 'th', getToken: () => null };
    startFirstRequests(productPage, config, host, onFirstPictures);
    const store = appStore(host, 'th');
    expect((await loadProduct(store)).data?.images).toEqual([picture]);
    expect(asked).toEqual(['th /api/customer/product/detail/12']);
    const preload = await waitFor(() => {
      const link = document.head.querySelector('link[rel="preload"][as="image"]');
      expect(link).not.toBeNull();
      return link!;
    });
    expect(preload.getAttribute('href')).toBe(picture);
    expect(preload.getAttribute('fetchpriority')).toBe('high');
    expect(onFirstPictures).toHaveBeenCalledWith({ pictures: [{ src: picture, sizes: '100vw' }] });
  });

  it('tell when the main picture’s answer failed, so that the shop does not wait for a picture', async () => {
    server.use(operationHandler('getProductDetail', () => envelope(null, 1000008, 'Not found'), BASE));
    const onFirstPictures = jest.fn();
    const config = { baseUrl: BASE, getLanguage: () => 'en', getToken: () => null };
    startFirstRequests(productPage, config, newHost(), onFirstPictures);
    await waitFor(() => expect(onFirstPictures).toHaveBeenCalledWith(undefined));
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
  });

  it('answer only once: a later refetch asks the server', async () => {
    const host = newHost();
    startFirstRequests(productPage, { baseUrl: BASE, getLanguage: () => 'en', getToken: () => null }, host);
    const store = appStore(host, 'en');
    await loadProduct(store);
    await store.dispatch(
      mallApi.endpoints.getProductDetail.initiate({ id: 12 }, { subscribe: false, forceRefetch: true }),
    );
    expect(asked).toEqual(['en /api/customer/product/detail/12', 'en /api/customer/product/detail/12']);
  });

  it('do not answer a request in another language', async () => {
    const host = newHost();
    startFirstRequests(productPage, { baseUrl: BASE, getLanguage: () => 'en', getToken: () => null }, host);
    await loadProduct(appStore(host, 'es'));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked).toEqual(
      expect.arrayContaining(['en /api/customer/product/detail/12', 'es /api/customer/product/detail/12']),
    );
  });
});
