// Pages, by the names the shop's routes load them (apps/shop/src/app/routes.tsx).
export { NewsPage } from './news/news-page';
export { BlogPage } from './blog/blog-page';
export { BlogDetailPage } from './blog/blog-detail-page';
export { PolicyPage } from './policy/policy-page';

// Views, for stories and other compositions.
export { ArticleListView, type ArticleListViewProps, type ArticlePage } from './articles/article-list-view';
export { ArticleView, type ArticleViewProps } from './articles/article-view';
export { AnnouncementsView } from './news/announcements-view';
export { PolicyView, type PolicyViewProps } from './policy/policy-view';

export { isPolicySlug, policySlugs, type PolicySlug } from './policy/policy-slugs';
