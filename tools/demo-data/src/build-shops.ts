import { imageKey } from './image-keys';
import { byLang, type W6, without } from './localise';
import { mixSeed, Rng } from './prng';
import type { DemoAccount, DemoShop, Lang, Localised } from './types';
import { topCategoryWords } from './words/categories';
import {
  listStyle,
  ownerFirstNames,
  ownerLastNames,
  shopIntro,
  shopTaglines,
  shopWords,
} from './words/shops';

const SHOP_STREAM = 0x5409;

function joinList(items: readonly string[], lang: Lang): string {
  const { sep, last } = listStyle[lang];
  if (items.length < 2) return items.join('');
  return items.slice(0, -1).join(sep) + last + items[items.length - 1];
}

function categoryName(key: string): W6 {
  const top = topCategoryWords.find((category) => category.key === key);
  if (!top) throw new Error(`Unknown category "${key}" in the shop table`);
  return top.name;
}

function shopDescription(name: string, categoryKeys: readonly string[], tagline: W6): Localised {
  return byLang((lang, i) => {
    const names = categoryKeys.map((key) => {
      const text = categoryName(key)[i]!;
      return lang === 'es' ? text.charAt(0).toLowerCase() + text.slice(1) : text;
    });
    const gap = lang === 'zh' || lang === 'zhtw' || lang === 'jp' ? '' : ' ';
    return shopIntro[lang](name, joinList(names, lang)) + gap + tagline[i];
  });
}

export function shopKey(index: number): string {
  return `shop-${String(index + 1).padStart(2, '0')}`;
}

/** Thirty shops (the first owned by the demo seller) and the generated owners of the other 29. */
export function buildShops(seed: number): { shops: DemoShop[]; shopOwners: DemoAccount[] } {
  const rng = new Rng(mixSeed(seed, SHOP_STREAM));
  const shopOwners: DemoAccount[] = [];
  const shops = shopWords.map((words, index): DemoShop => {
    const key = shopKey(index);
    let ownerKey = 'seller';
    if (index > 0) {
      ownerKey = `owner-${String(index + 1).padStart(2, '0')}`;
      const firstname = rng.pick(ownerFirstNames);
      const lastname = rng.pick(ownerLastNames);
      shopOwners.push({
        key: ownerKey,
        email: `${ownerKey}@mall.example`,
        password: null,
        firstname,
        lastname,
        role: 'seller',
      });
    }
    let description = shopDescription(words.name, words.categories, rng.pick(shopTaglines));
    // A few shops lack Spanish and Thai text, so the English fallback shows on shop pages too.
    if (index % 7 === 3) description = without(description, ['es', 'th']);
    return {
      key,
      name: words.name,
      description,
      ownerKey,
      rating: Math.round((3.8 + rng.next() * 1.2) * 10) / 10,
      logoKey: imageKey.shopLogo(key),
      bannerKey: imageKey.shopBanner(key),
      categoryKeys: [...words.categories],
    };
  });
  return { shops, shopOwners };
}
