// Test-only, and outside the testing index because stories load that in the browser. jsdom's FormData, File
// and Blob cannot travel through Node's fetch (tools/jest/node-fetch-globals.cjs keeps jsdom's FormData for
// reading forms). A page that uploads gets Node's three for its test file, so the SDK's multipart body reaches
// the MSW handlers as a browser would send it.
import { runInThisContext } from 'node:vm';

export function withNodeUploads() {
  const node = runInThisContext('globalThis') as typeof globalThis;
  const jsdom = { FormData: globalThis.FormData, File: globalThis.File, Blob: globalThis.Blob };
  beforeAll(() => {
    Object.assign(globalThis, { FormData: node.FormData, File: node.File, Blob: node.Blob });
  });
  afterAll(() => {
    Object.assign(globalThis, jsdom);
  });
}
