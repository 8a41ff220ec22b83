// The hand-over between the page's first script, which starts requests, and the app, which takes their answers.

/** The page's two scripts share the requests through the window: the first script cannot import the second. */
const HAND_OVER_KEY = '__mallFirstRequests';
/** An answer this old is no longer handed over: the app asks the server again. */
export const FIRST_ANSWER_MAX_AGE_MS = 30_000;

interface Started {
  answer: Promise<Response>;
  at: number;
}
type HandOver = Map<string, Started>;

export const handOver = (host: object): HandOver => {
  const slot = host as { [HAND_OVER_KEY]?: HandOver };
  slot[HAND_OVER_KEY] ??= new Map();
  return slot[HAND_OVER_KEY];
};

/** Two requests with the same key get the same answer: same method, URL, body, language and token. */
export function requestKey(url: string, init: RequestInit | undefined): string | undefined {
  const body = init?.body ?? '';
  if (typeof body !== 'string' && !(body instanceof URLSearchParams)) return undefined;
  const headers = new Headers(init?.headers);
  return [
    init?.method ?? 'GET',
    url,
    headers.get('lang') ?? '',
    headers.get('access-token') ?? '',
    body.toString(),
  ].join('\n');
}

/**
 * The app's `fetch`: a request the first script already sent takes that answer (once) instead of asking the
 * server again; every other request goes to the network.
 */
export function fetchWithFirstAnswers(host: typeof globalThis = globalThis): typeof fetch {
  const started = handOver(host);
  return (input, init) => {
    const key = typeof input === 'string' ? requestKey(input, init) : undefined;
    const early = key === undefined ? undefined : started.get(key);
    if (key === undefined || !early) return host.fetch(input, init);
    started.delete(key);
    if (host.performance.now() - early.at > FIRST_ANSWER_MAX_AGE_MS) return host.fetch(input, init);
    const signal = init?.signal;
    if (!signal) return early.answer;
    // The SDK's time-out and RTK Query's cancellation still end the wait.
    return new Promise<Response>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      early.answer.then(resolve, reject);
    });
  };
}
