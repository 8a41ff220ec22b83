// The page's first script, built on its own and written into the page's head: it starts the opening page's
// code, texts and API requests, so they (and the pictures the answers name) download before the app runs; on
// the home, product, category and search pages it paints the first pictures into the launch shell first (the
// main one; a grid's first row), and starts the app's code once they show.
// Bundled on its own: the library's code stays lazy in the app, and only this one function comes here.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { firstScreenRequests } from '@mall/feature-catalogue';
import { loadSavedLanguage } from '@mall/i18n';
import { storedToken, wasLoggedIn } from '@mall/session';
import { routes } from '@mall/shop-routes';
import { chunkForRoute } from '../app/prefetch-on-intent';
import { FIRST_FILES_ATTRIBUTE, type FirstFiles, preloadFirstFiles, startApp } from './first-files';
import { firstScreenNamespaces, moveRouteIntoHash, openingRoute } from './first-screen';
import { type FirstRequestsConfig, startFirstRequests } from './first-requests';
import { launchRequests } from './launch';
import { signedInRequests } from './signed-in-requests';
import { launchPictureBox, paintLaunchPicture } from './launch-picture';

/**
 * How long the app's code waits for the first pictures at most: on a slow network they may take their time, and
 * the shop must still start.
 */
const FIRST_PICTURES_WAIT_MS = 2500;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

const { document } = globalThis;
const attribute = document.currentScript?.getAttribute(FIRST_FILES_ATTRIBUTE);
const files = attribute ? (JSON.parse(attribute) as FirstFiles) : undefined;
let appStarted = false;

function startAppOnce() {
  if (appStarted || !files) return false;
  appStarted = true;
  startApp(document, files.app);
  return true;
}

/** Everything but the first pictures: the app's code, the opening page's code and texts, its other requests. */
function startEverything(
  route: ReturnType<typeof openingRoute>,
  config: FirstRequestsConfig,
  hadSession: boolean,
) {
  const { path, params } = route;
  if (!startAppOnce()) return;
  startFirstRequests(
    [
      ...launchRequests(hadSession),
      ...firstScreenRequests(path, params),
      ...signedInRequests(path, params, Boolean(config.getToken())),
    ],
    config,
  );
  const chunk = chunkForRoute(path || routes.root.path);
  const language = config.getLanguage();
  // In a task of its own: starting the app's code and requests above is already a few dozen links and fetches.
  globalThis.setTimeout(() =>
    preloadFirstFiles(
      document,
      files!,
      [...(chunk ? [chunk] : []), ...(path === routes.productDetail.path ? (['purchase'] as const) : [])],
      ['common', 'errors', ...firstScreenNamespaces(path)].map((namespace) => `${language}/${namespace}`),
    ),
  );
}

/**
 * On a page that opens on pictures, they alone download first: the app's code, which the shop cannot show before
 * it runs anyway, would otherwise share the network with them and hold the page's largest paint back.
 */
function start() {
  moveRouteIntoHash();
  const route = openingRoute(globalThis.location.hash);
  const language = loadSavedLanguage();
  const token = storedToken(storage());
  const config: FirstRequestsConfig = { getLanguage: () => language, getToken: () => token };
  const startRest = () => startEverything(route, config, Boolean(token) || wasLoggedIn(storage()));
  const pictureBox = launchPictureBox(route.path);
  const pictureRequests = firstScreenRequests(route.path, route.params).filter(
    (request) => request.firstPictures,
  );
  if (!pictureBox || pictureRequests.length === 0) return startRest();
  startFirstRequests(pictureRequests, config, globalThis, (first) => {
    if (first) void paintLaunchPicture(document, pictureBox, first).then(startRest);
    else startRest();
  });
  globalThis.setTimeout(startRest, FIRST_PICTURES_WAIT_MS);
}

try {
  start();
} catch (error) {
  // Whatever went wrong here, the shop still starts.
  startAppOnce();
  throw error;
}
