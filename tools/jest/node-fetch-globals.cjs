/**
 * jsdom has no fetch. The SDK and MSW need Node's: fetch with its Request, Response and Headers, an
 * AbortController whose signal that fetch accepts, and the encoding, stream and channel classes MSW uses.
 * They are taken from Node's own global (the realm Jest itself runs in) and put into the jsdom global.
 * FormData stays jsdom's: only it can read a <form> (`new FormData(form)`); these pages upload nothing.
 */
const { runInThisContext } = require('node:vm');

const node = runInThisContext('globalThis');
const names = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'BroadcastChannel',
  'structuredClone',
];
for (const name of names) {
  if (node[name] !== undefined) {
    Object.defineProperty(globalThis, name, { value: node[name], writable: true, configurable: true });
  }
}
