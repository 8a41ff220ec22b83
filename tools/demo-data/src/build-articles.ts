import type { ArticleTemplate } from './content/article-template';
import { announcementTexts } from './content/announcements';
import { blogPlan } from './content/blog';
import { newsPlan } from './content/news';
import { imageKey } from './image-keys';
import { byLang, escapeHtml, loc, paragraphs, without } from './localise';
import { lowerFirst } from './name-grammar';
import { mixSeed, Rng } from './prng';
import type {
  DemoAnnouncement,
  DemoArticle,
  DemoBrand,
  DemoCategory,
  DemoShop,
  Lang,
  Localised,
} from './types';

const ARTICLES_STREAM = 0xa271;
const DAY_MS = 86_400_000;

interface Sources {
  categories: readonly DemoCategory[];
  brands: readonly DemoBrand[];
  shops: readonly DemoShop[];
}

/** Hands out subjects in a shuffled order so neighbouring articles talk about different things. */
function subjectPicker(rng: Rng, { categories, brands, shops }: Sources) {
  const queues = {
    category: rng.shuffle(categories),
    brand: rng.shuffle(brands.filter((brand) => brand.top)),
    shop: rng.shuffle(shops.slice(1)),
  };
  const used = { category: 0, brand: 0, shop: 0 };
  return (template: ArticleTemplate): ((lang: Lang) => string) => {
    const kind = template.subject;
    if (kind === 'none') return () => '';
    if (kind === 'shop') {
      const shop = queues.shop[used.shop++ % queues.shop.length]!;
      return () => shop.name;
    }
    const name =
      kind === 'brand'
        ? queues.brand[used.brand++ % queues.brand.length]!.name
        : queues.category[used.category++ % queues.category.length]!.name;
    // Category names are common nouns: lower-case in a Spanish sentence. Brand names stay as they are.
    const lower = kind === 'category';
    return (lang) => {
      const text = name[lang] ?? name.en;
      return lower && lang === 'es' ? lowerFirst(text) : text;
    };
  };
}

function isoDaysBefore(referenceMs: number, days: number, rng: Rng): string {
  return new Date(referenceMs - days * DAY_MS - rng.int(0, 23) * 3_600_000).toISOString();
}

function article(
  template: ArticleTemplate,
  subject: (lang: Lang) => string,
  key: string,
  image: string,
  publishedAt: string,
): DemoArticle {
  return {
    key,
    title: byLang((lang) => template.title[lang](subject(lang))),
    summary: byLang((lang) => template.summary[lang](subject(lang))),
    bodyHtml: byLang((lang) => paragraphs(template.body[lang](escapeHtml(subject(lang))))),
    imageKey: image,
    publishedAt,
  };
}

function dropLanguages(item: DemoArticle, missing: readonly Exclude<Lang, 'en'>[]): DemoArticle {
  const strip = (text: Localised) => without(text, missing);
  return { ...item, title: strip(item.title), summary: strip(item.summary), bodyHtml: strip(item.bodyHtml) };
}

/** Twelve news items, twelve blog posts and five announcements, newest first. */
export function buildArticles(
  seed: number,
  referenceMs: number,
  sources: Sources,
): { news: DemoArticle[]; blogPosts: DemoArticle[]; announcements: DemoAnnouncement[] } {
  const rng = new Rng(mixSeed(seed, ARTICLES_STREAM));
  const pick = subjectPicker(rng, sources);

  const news = newsPlan.map((template, i) => {
    const item = article(
      template,
      pick(template),
      `news-${i + 1}`,
      imageKey.news(i + 1),
      isoDaysBefore(referenceMs, i * 7 + rng.int(0, 3), rng),
    );
    // Two news items were never translated into Spanish and Thai: the English fallback shows there.
    return i === 4 || i === 9 ? dropLanguages(item, ['es', 'th']) : item;
  });

  const blogPosts = blogPlan.map((template, i) => {
    const item = article(
      template,
      pick(template),
      `blog-${i + 1}`,
      imageKey.blog(i + 1),
      isoDaysBefore(referenceMs, i * 9 + rng.int(0, 4), rng),
    );
    return i === 7 ? dropLanguages(item, ['jp', 'zhtw']) : item;
  });

  const announcements = announcementTexts.map((text, i): DemoAnnouncement => {
    const item = {
      key: `announcement-${i + 1}`,
      title: loc(text.title),
      body: loc(text.body),
      publishedAt: isoDaysBefore(referenceMs, i * 20 + 1, rng),
    };
    return i === 2 ? { ...item, title: without(item.title, ['th']), body: without(item.body, ['th']) } : item;
  });

  return { news, blogPosts, announcements };
}
