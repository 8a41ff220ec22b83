// @mall/shop-routes — the storefront's route table: the app's router mounts it, feature libraries build
// their links with it (they cannot import the app).
export { route, type QueryValue, type Route, type RouteParams } from './route';
export { isAppRoute, isExternalLink, routes, type RouteName } from './routes';
export {
  type ChosenPlace,
  chooseLocationLink,
  geoUri,
  keepDraft,
  returnChosenPlace,
  takeChosenPlace,
  takeDraft,
} from './location-handoff';
export { recordIdParam } from './record-id';
export { welcomedName, type WelcomeState, welcomeState } from './welcome';
