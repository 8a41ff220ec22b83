export {
  type AnnouncementRow,
  type ArticleKind,
  articlePage,
  type ArticleRow,
  findArticle,
  findPolicy,
  latestAnnouncements,
  type PolicyRow,
} from './content';
