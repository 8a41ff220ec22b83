// The page's first script, built on its own and loaded `async` before the app: it starts the opening page's
// code, texts and API requests, so they (and the main picture the answers name) download beside the entry; on
// the home page it paints that picture into the launch shell.
// Bundled on its own: the library's code stays lazy in the app, and only this one function comes here.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { firstScreenRequests } from '@mall/feature-catalogue';
import { loadSavedLanguage } from '@mall/i18n';
import { storedToken, wasLoggedIn } from '@mall/session';
import { routes } from '@mall/shop-routes';
import { chunkForRoute } from '../app/prefetch-on-intent';
import { FIRST_FILES_ATTRIBUTE, type FirstFiles, preloadFirstFiles } from './first-files';
import { firstScreenNamespaces, moveRouteIntoHash, openingRoute } from './first-screen';
import { startFirstRequests } from './first-requests';
import { launchRequests } from './launch';
import { launchPictureBox, paintLaunchPicture } from './launch-picture';

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
const pictureBox = launchPictureBox(path);
startFirstRequests(
  [...launchRequests(Boolean(token) || wasLoggedIn(storage())), ...firstScreenRequests(path, params)],
  { getLanguage: () => language, getToken: () => token },
  globalThis,
  // The main picture shows in the launch shell, without waiting for the app's code.
  (picture) => pictureBox && paintLaunchPicture(globalThis.document, pictureBox, picture),
);
const files = globalThis.document.currentScript?.getAttribute(FIRST_FILES_ATTRIBUTE);
if (files) {
  const chunk = chunkForRoute(path || routes.root.path);
  preloadFirstFiles(
    globalThis.document,
    JSON.parse(files) as FirstFiles,
    [...(chunk ? [chunk] : []), ...(path === routes.productDetail.path ? (['purchase'] as const) : [])],
    ['common', 'errors', ...firstScreenNamespaces(path)].map((namespace) => `${language}/${namespace}`),
  );
}
