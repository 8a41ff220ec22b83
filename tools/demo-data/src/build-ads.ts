import { imageKey } from './image-keys';
import { byLang, loc } from './localise';
import { lowerFirst } from './name-grammar';
import { mixSeed, Rng } from './prng';
import type {
  AdPosition,
  DemoAd,
  DemoBrand,
  DemoCategory,
  DemoLinkTarget,
  DemoShop,
  Localised,
} from './types';
import {
  aboutAdTitle,
  type AdOffer,
  brandAdTitle,
  categoryAdTitles,
  newsAdTitle,
  shopAdTitle,
} from './words/ads';

const ADS_STREAM = 0xad5;

type Plan = 'category' | 'brand' | 'shop' | 'about' | 'news';

/** What each position shows: the home carousel (top) gets three ads, the other positions two. */
const plans: Record<AdPosition, readonly Plan[]> = {
  top: ['category', 'about', 'category'],
  center_top: ['brand', 'brand'],
  center: ['category', 'shop'],
  center_bottom: ['category', 'brand'],
  bottom: ['shop', 'news'],
};

interface Sources {
  categories: readonly DemoCategory[];
  brands: readonly DemoBrand[];
  shops: readonly DemoShop[];
}

export function buildAds(seed: number, { categories, brands, shops }: Sources): DemoAd[] {
  const rng = new Rng(mixSeed(seed, ADS_STREAM));
  const tops = rng.shuffle(categories.filter((category) => category.parentKey === null));
  const topBrands = rng.shuffle(brands.filter((brand) => brand.top));
  const shopOrder = rng.shuffle(shops);
  const ads: DemoAd[] = [];
  let categoryAds = 0;
  let brandAds = 0;
  let shopAds = 0;

  for (const position of Object.keys(plans) as AdPosition[]) {
    for (const [index, plan] of plans[position].entries()) {
      let title: Localised;
      let link: string;
      let target: DemoLinkTarget;
      let offer: AdOffer;
      if (plan === 'category') {
        const category = tops[categoryAds % tops.length]!;
        const template = categoryAdTitles[categoryAds++ % categoryAdTitles.length]!;
        const name = category.name;
        title = byLang((lang) => {
          const text = name[lang] ?? name.en;
          return template.title[lang](lang === 'es' ? lowerFirst(text) : text);
        });
        link = `/pages/category/detail?id=${category.key}`;
        target = { type: 'category', key: category.key };
        offer = template.offer;
      } else if (plan === 'brand') {
        const brand = topBrands[brandAds++ % topBrands.length]!;
        title = byLang((lang) => brandAdTitle[lang](brand.name[lang] ?? brand.name.en));
        link = `/pages/category/brands?id=${brand.key}`;
        target = { type: 'brand', key: brand.key };
        offer = 'brand';
      } else if (plan === 'shop') {
        const shop = shopOrder[shopAds++ % shopOrder.length]!;
        title = byLang((lang) => shopAdTitle[lang](shop.name));
        link = `/pages/shop/detail?id=${shop.key}`;
        target = { type: 'shop', key: shop.key };
        offer = 'shop';
      } else if (plan === 'about') {
        title = loc(aboutAdTitle);
        link = '/pages/policy/about_us';
        target = { type: 'route', key: null };
        offer = 'about';
      } else {
        title = loc(newsAdTitle);
        link = '/pages/news/index';
        target = { type: 'route', key: null };
        offer = 'news';
      }
      ads.push({
        key: `ad-${position}-${index + 1}`,
        position,
        title,
        imageKey: imageKey.ad(position, index + 1, offer, target.key),
        link,
        target,
        sort: index + 1,
      });
    }
  }
  return ads;
}
