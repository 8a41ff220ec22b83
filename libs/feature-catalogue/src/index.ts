// @mall/feature-catalogue — the shop's catalogue pages (docs/requirements.md R1). Each page is a container (data, router,
// translation) around a view that takes props only; the app's routes load this module lazily. The home
// (`@mall/feature-catalogue/home`), the product page (`@mall/feature-catalogue/product`) and the search page
// (`@mall/feature-catalogue/search`) are entries of their own: a shopper opening one does not download the others.
export { CategoriesPage } from './categories/categories-page';
export { CategoryDetailPage } from './category-detail/category-detail-page';
export { BrandsPage } from './brands/brands-page';
export { RecommendPage } from './recommend/recommend-page';
export { ShopPage } from './shop/shop-page';
export { NotFoundPage } from './not-found/not-found-page';
export {
  firstScreenRequests,
  type FirstScreenPictures,
  type FirstScreenRequest,
} from './first-screen-requests';
