// The page's first script, built on its own and loaded `async` before the app: it starts the opening page's
// API requests, so their answers (and the main picture they name) download beside the app's code.
// Bundled on its own: the library's code stays lazy in the app, and only this one function comes here.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { firstScreenRequests } from '@mall/feature-catalogue';
import { loadSavedLanguage } from '@mall/i18n';
import { storedToken, wasLoggedIn } from '@mall/session';
import { moveRouteIntoHash, openingRoute } from './first-screen';
import { startFirstRequests } from './first-requests';
import { launchRequests } from './launch';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

moveRouteIntoHash();
const { path, params } = openingRoute(globalThis.location.hash);
const token = storedToken(storage());
const language = loadSavedLanguage();
startFirstRequests(
  [...launchRequests(Boolean(token) || wasLoggedIn(storage())), ...firstScreenRequests(path, params)],
  { getLanguage: () => language, getToken: () => token },
);
