import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { envelope, errorHandler, operationHandler, operationFixtures } from '../testing';
import { createMallClient } from './client';
import type { SdkConfig } from './config';
import { isApiError, MallApiError } from './errors';
import { mallApi } from './generated/api.gen';
import { ErrorCode } from './generated/error-codes.gen';
import { executeOperation } from './request';
import { makeApiStore } from './test-store';

const BASE = 'http://shop.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function makeConfig(overrides: Partial<SdkConfig> = {}) {
  return {
    baseUrl: BASE,
    getToken: () => 'token-123',
    getLanguage: () => 'th',
    clearToken: jest.fn(),
    goToLogin: jest.fn(),
    onToast: jest.fn(),
    onSuccessMessage: jest.fn(),
    ...overrides,
  } satisfies SdkConfig;
}

/** Records the requests that reach the network. */
function captureRequests() {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => requests.push(request.clone()));
  return requests;
}

describe('executeOperation', () => {
  it('sends access-token, lang and a form content type on every request', async () => {
    server.use(operationHandler('getFirstCategories', operationFixtures.getFirstCategories, BASE));
    const requests = captureRequests();
    await executeOperation(makeConfig(), 'getFirstCategories', undefined);
    const headers = requests[0]!.headers;
    expect(headers.get('access-token')).toBe('token-123');
    expect(headers.get('lang')).toBe('th');
    expect(headers.get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
  });

  it('sends an empty access-token when signed out', async () => {
    server.use(operationHandler('getFirstCategories', operationFixtures.getFirstCategories, BASE));
    const requests = captureRequests();
    await executeOperation(makeConfig({ getToken: () => null }), 'getFirstCategories', undefined);
    expect(requests[0]!.headers.get('access-token')).toBe('');
  });

  it('fills path parameters and puts the other GET fields in the query string', async () => {
    server.use(operationHandler('getBrand', operationFixtures.getBrand, BASE));
    const requests = captureRequests();
    await executeOperation(makeConfig(), 'getBrand', { id: 7, page: 2, sort: 'newest' });
    expect(requests[0]!.url).toBe(`${BASE}/brand/7?page=2&sort=newest`);
  });

  it('form-encodes POST bodies, arrays as repeated keys, leaving out absent fields', async () => {
    server.use(
      operationHandler('removeCartLines', { items_count: 0 }, BASE),
      operationHandler('loginWithPassword', operationFixtures.loginWithPassword, BASE),
    );
    const requests = captureRequests();
    await executeOperation(makeConfig(), 'removeCartLines', { line_ids: [3, 4] });
    expect(requests[0]!.method).toBe('POST');
    expect(await requests[0]!.text()).toBe('line_ids=3&line_ids=4');

    await executeOperation(makeConfig(), 'loginWithPassword', { email: 'a@b.co', password: 'p&ss=1' });
    expect(await requests[1]!.text()).toBe('email=a%40b.co&password=p%26ss%3D1');
  });

  it('sends the idempotency key of an idempotent operation as the Idempotency-Key header, not in the body', async () => {
    server.use(operationHandler('placeOrder', operationFixtures.placeOrder, BASE));
    const requests = captureRequests();
    await executeOperation(makeConfig(), 'placeOrder', {
      address_id: 3,
      delivery_code: 'standard',
      line_ids: [4, 5],
      idempotency_key: 'attempt-7f3a',
    });
    expect(requests[0]!.headers.get('idempotency-key')).toBe('attempt-7f3a');
    expect(await requests[0]!.text()).toBe('address_id=3&delivery_code=standard&line_ids=4&line_ids=5');
  });

  it('sends no Idempotency-Key header when the caller gives no key', async () => {
    server.use(operationHandler('payOrder', operationFixtures.payOrder, BASE));
    const requests = captureRequests();
    await executeOperation(makeConfig(), 'payOrder', { order_id: 9, method: 'cod' });
    expect(requests[0]!.headers.has('idempotency-key')).toBe(false);
    expect(await requests[0]!.text()).toBe('order_id=9&method=cod');
  });

  it('unwraps the envelope on code 200', async () => {
    server.use(
      operationHandler('getLanguages', { list: [{ code: 'en', name: 'English' }], default: 'en' }, BASE),
    );
    const config = makeConfig();
    const result = await executeOperation(config, 'getLanguages', undefined);
    expect(result).toEqual({ data: { list: [{ code: 'en', name: 'English' }], default: 'en' } });
    expect(config.onToast).not.toHaveBeenCalled();
  });

  it.each([ErrorCode.INVALID_TOKEN, ErrorCode.TOKEN_EXPIRED, ErrorCode.SESSION_INVALID])(
    'code %i clears the token and goes to login without a toast',
    async (code) => {
      server.use(errorHandler('getUserInfo', code, 'token problem', BASE));
      const config = makeConfig();
      const result = await executeOperation(config, 'getUserInfo', undefined);
      expect(result).toMatchObject({ error: { kind: 'business', code } });
      expect(config.clearToken).toHaveBeenCalledTimes(1);
      expect(config.goToLogin).toHaveBeenCalledWith(code);
      expect(config.onToast).not.toHaveBeenCalled();
    },
  );

  it('treats 2000016 as success with its message', async () => {
    const current = { ...operationFixtures.applySeller, status: 'pending' as const };
    server.use(operationHandler('applySeller', () => envelope(current, 2000016, 'already applied'), BASE));
    const config = makeConfig();
    const result = await executeOperation(config, 'applySeller', {});
    expect(result).toEqual({ data: current, message: 'already applied' });
    expect(config.onSuccessMessage).toHaveBeenCalledWith('already applied', 2000016);
    expect(config.onToast).not.toHaveBeenCalled();
  });

  it('toasts other codes for 3 s with the translation of the code when there is one', async () => {
    server.use(errorHandler('addToCart', ErrorCode.INSUFFICIENT_STOCK, 'server text', BASE));
    const config = makeConfig({
      translate: (message) => ('code' in message && message.code === 2000023 ? 'สินค้าในสต็อกไม่พอ' : undefined),
    });
    const result = await executeOperation(config, 'addToCart', { product_id: 1, quantity: 2 });
    expect(result).toMatchObject({ error: { kind: 'business', code: 2000023, key: 'INSUFFICIENT_STOCK' } });
    expect(config.onToast).toHaveBeenCalledWith({
      message: 'สินค้าในสต็อกไม่พอ',
      durationMs: 3000,
      code: 2000023,
    });
    expect(config.clearToken).not.toHaveBeenCalled();
  });

  it('hands a code the form shows inline to the caller without a toast', async () => {
    server.use(errorHandler('loginWithPassword', ErrorCode.EMAIL_OR_PASSWORD_WRONG, 'wrong', BASE));
    const config = makeConfig();
    const result = await executeOperation(config, 'loginWithPassword', { email: 'a@b.co', password: 'x' });
    expect(result).toMatchObject({
      error: { kind: 'business', code: 1100002, key: 'EMAIL_OR_PASSWORD_WRONG' },
    });
    expect(config.onToast).not.toHaveBeenCalled();
  });

  it('still toasts the codes of that operation that no form shows', async () => {
    server.use(errorHandler('register', ErrorCode.REGISTRATION_DATA_INVALID, 'bad data', BASE));
    const config = makeConfig();
    const result = await executeOperation(config, 'register', {});
    expect(result).toMatchObject({ error: { kind: 'business', code: 1100001 } });
    expect(config.onToast).toHaveBeenCalledWith({ message: 'bad data', durationMs: 3000, code: 1100001 });
  });

  it('falls back to the server message when the code has no translation', async () => {
    server.use(errorHandler('addToCart', ErrorCode.INSUFFICIENT_STOCK, 'Only 2 left', BASE));
    const config = makeConfig({ translate: () => undefined });
    await executeOperation(config, 'addToCart', { product_id: 1, quantity: 5 });
    expect(config.onToast).toHaveBeenCalledWith({ message: 'Only 2 left', durationMs: 3000, code: 2000023 });
  });

  it('reports a non-2xx HTTP status as "interface error"', async () => {
    server.use(
      http.get(`${BASE}/customer/index/get_languages`, () =>
        HttpResponse.json(envelope(null, 429, 'slow down'), { status: 429 }),
      ),
    );
    const config = makeConfig();
    const result = await executeOperation(config, 'getLanguages', undefined);
    expect(result).toEqual({ error: { kind: 'http', status: 429, message: 'Interface error' } });
    expect(config.onToast).toHaveBeenCalledWith({ message: 'Interface error', durationMs: 3000 });
  });

  it('reports a 2xx answer that is not an envelope as "interface error"', async () => {
    server.use(
      http.get(`${BASE}/customer/index/get_languages`, () => new HttpResponse('<html>', { status: 200 })),
    );
    const result = await executeOperation(makeConfig(), 'getLanguages', undefined);
    expect(result).toMatchObject({ error: { kind: 'http', message: 'Interface error' } });
  });

  it('reports a network failure as "request error", translated when the host can', async () => {
    server.use(http.get(`${BASE}/customer/index/get_languages`, () => HttpResponse.error()));
    const config = makeConfig({
      translate: (message) =>
        'client' in message && message.client === 'requestError' ? 'Error de solicitud' : undefined,
    });
    const result = await executeOperation(config, 'getLanguages', undefined);
    expect(result).toEqual({ error: { kind: 'network', message: 'Error de solicitud' } });
    expect(config.onToast).toHaveBeenCalledWith({ message: 'Error de solicitud', durationMs: 3000 });
  });

  it('sends uploads as multipart with the file in field "file" and no form content type', async () => {
    server.use(operationHandler('uploadFile', operationFixtures.uploadFile, BASE));
    const requests = captureRequests();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' });
    const result = await executeOperation(makeConfig(), 'uploadFile', { file, purpose: 'recharge_proof' });
    expect(result).toEqual({ data: operationFixtures.uploadFile });
    const request = requests[0]!;
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.get('access-token')).toBe('token-123');
    const form = await request.formData();
    expect((form.get('file') as File).name).toBe('proof.png');
    expect(form.get('purpose')).toBe('recharge_proof');
  });

  it('reports a failed upload as "upload error"', async () => {
    server.use(http.post(`${BASE}/upload`, () => HttpResponse.error()));
    const config = makeConfig();
    await executeOperation(config, 'uploadFile', { file: new Blob(['x']), purpose: 'avatar' });
    expect(config.onToast).toHaveBeenCalledWith({ message: 'Upload error', durationMs: 3000 });
  });

  it('does not report a request its caller aborted', async () => {
    server.use(
      http.get(`${BASE}/customer/index/get_languages`, () => new Promise<Response>(() => undefined)),
    );
    const config = makeConfig();
    const controller = new AbortController();
    const pending = executeOperation(config, 'getLanguages', undefined, { signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ error: { kind: 'aborted' } });
    expect(config.onToast).not.toHaveBeenCalled();
  });
});

describe('the 60 s time-out', () => {
  afterEach(() => jest.useRealTimers());

  it('aborts a request still pending after 60 s, not before', async () => {
    jest.useFakeTimers();
    let aborted = false;
    const hangingFetch: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const config = makeConfig({ fetch: hangingFetch });
    const pending = executeOperation(config, 'getLanguages', undefined);
    await jest.advanceTimersByTimeAsync(59_999);
    expect(aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ error: { kind: 'timeout', message: 'The request timed out' } });
    expect(config.onToast).toHaveBeenCalledWith({ message: 'The request timed out', durationMs: 3000 });
  });
});

describe('base URL', () => {
  it('uses the configured base URL without a trailing slash', async () => {
    server.use(operationHandler('getLanguages', operationFixtures.getLanguages, BASE));
    const requests = captureRequests();
    await executeOperation(makeConfig({ baseUrl: `${BASE}/` }), 'getLanguages', undefined);
    expect(requests[0]!.url).toBe(`${BASE}/customer/index/get_languages`);
  });

  it('needs a base URL outside a browser', async () => {
    await expect(
      executeOperation(makeConfig({ baseUrl: undefined }), 'getLanguages', undefined),
    ).rejects.toThrow(/baseUrl/);
  });
});

describe('createMallClient', () => {
  it('resolves with data and rejects with a MallApiError that isApiError recognises by code', async () => {
    server.use(
      operationHandler('getLanguages', operationFixtures.getLanguages, BASE),
      errorHandler('payOrder', ErrorCode.INSUFFICIENT_BALANCE, 'not enough', BASE),
    );
    const client = createMallClient(makeConfig());
    await expect(client.getLanguages()).resolves.toEqual(operationFixtures.getLanguages);
    const failure = await client.payOrder({ order_id: 1, method: 'wallet' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MallApiError);
    expect(isApiError(failure, ErrorCode.INSUFFICIENT_BALANCE)).toBe(true);
    expect(isApiError(failure, ErrorCode.ORDER_NOT_FOUND)).toBe(false);
    expect(isApiError(new Error('other'))).toBe(false);
  });
});

describe('RTK Query', () => {
  const stores: { dispatch: (action: unknown) => unknown }[] = [];
  // Cached entries hold timers (keepUnusedDataFor); clear them so the test run can end.
  afterEach(() => stores.splice(0).forEach((store) => store.dispatch(mallApi.util.resetApiState())));
  const makeStore = (config: SdkConfig) => {
    const store = makeApiStore(config);
    stores.push(store);
    return store;
  };

  it('runs queries through the base query and exposes business errors', async () => {
    server.use(
      operationHandler('getLanguages', operationFixtures.getLanguages, BASE),
      errorHandler('getUserBalance', ErrorCode.TOKEN_EXPIRED, 'expired', BASE),
    );
    const config = makeConfig();
    const store = makeStore(config);
    const languages = await store.dispatch(mallApi.endpoints.getLanguages.initiate());
    expect(languages.data).toEqual(operationFixtures.getLanguages);
    const balance = await store.dispatch(mallApi.endpoints.getUserBalance.initiate());
    expect(isApiError(balance.error, ErrorCode.TOKEN_EXPIRED)).toBe(true);
    expect(config.clearToken).toHaveBeenCalled();
  });

  it('gives an inline code of a mutation to the component that called it, and toasts nothing', async () => {
    server.use(errorHandler('register', ErrorCode.EMAIL_ALREADY_EXISTS, 'taken', BASE));
    const config = makeConfig();
    const store = makeStore(config);
    const result = await store.dispatch(
      mallApi.endpoints.register.initiate({
        firstname: 'Ada',
        lastname: 'Lovelace',
        email: 'ada@example.com',
        password: 'secret1',
        confirm_password: 'secret1',
        agree_terms: true,
      }),
    );
    expect(isApiError(result.error, ErrorCode.EMAIL_ALREADY_EXISTS)).toBe(true);
    expect(config.onToast).not.toHaveBeenCalled();
  });

  it('refetches a query when a mutation invalidates its tag', async () => {
    let cartReads = 0;
    server.use(
      operationHandler(
        'getCart',
        () => {
          cartReads += 1;
          return operationFixtures.getCart;
        },
        BASE,
      ),
      operationHandler('addToCart', { items_count: 3 }, BASE),
    );
    const store = makeStore(makeConfig());
    const subscription = store.dispatch(mallApi.endpoints.getCart.initiate());
    await subscription;
    const added = await store.dispatch(mallApi.endpoints.addToCart.initiate({ product_id: 1, quantity: 1 }));
    expect(added.data).toEqual({ items_count: 3 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cartReads).toBe(2);
    subscription.unsubscribe();
  });
});
