import assert from 'node:assert/strict';
import { test } from 'node:test';
import { webApps } from './build-apps.mjs';

// `npm start` and `npm run start:cluster` build and serve exactly these: a new app folder with a Vite build joins
// them by itself, and this list says so in review.
test('npm start builds the shop, the seller app and the staff console', () => {
  assert.deepEqual(webApps(), ['seller-profile', 'shop', 'staff-console']);
});
