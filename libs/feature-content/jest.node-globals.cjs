/**
 * jsdom has no fetch (nor Request, Response, streams, BroadcastChannel, structuredClone), which the SDK and
 * MSW need. This runs before each test file's modules load and copies Node's own implementations onto the
 * jsdom global. `vm.runInThisContext` evaluates in Node's main context, whose global still has them.
 * They come as a set: Node's fetch accepts only Node's AbortSignal, Headers and FormData.
 */
const nodeGlobal = require('node:vm').runInThisContext('globalThis');

const names = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
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
  Object.defineProperty(globalThis, name, {
    value: nodeGlobal[name],
    writable: true,
    configurable: true,
    enumerable: false,
  });
}
