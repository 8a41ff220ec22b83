// @mall/feature-catalogue/home — the home page on its own: the shop's front door does not download the list, brand and
// shop pages' code (their heads, filters and follow buttons) with it.
export { HomePage } from './home-page';
