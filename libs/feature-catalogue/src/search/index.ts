// @mall/feature-catalogue/search — the search page on its own: its filters and suggestions load with it, not with
// the home and list pages.
export { SearchPage } from './search-page';
