/** Every storefront screen story as a test: rendered with the kit's providers, played, and checked with axe. */
import { setProjectAnnotations } from '@storybook/react';
import { describeStories, storyProviders } from '@mall/ui/testing';
import * as categoryDetail from './category-detail/category-detail-view.stories';
import * as home from './home/home-view.stories';
import * as productDetail from './product-detail/product-detail-view.stories';
import * as searchFilters from './search/search-filters/search-filters.stories';
import * as search from './search/search-view.stories';
import * as productGrid from './views/product-grid.stories';

setProjectAnnotations(storyProviders);

describeStories({
  CategoryDetailView: categoryDetail,
  HomeView: home,
  ProductDetailView: productDetail,
  ProductGrid: productGrid,
  SearchFilters: searchFilters,
  SearchView: search,
});
