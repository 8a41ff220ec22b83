import { slug } from './build-taxonomy';
import { imageKey, PRODUCT_PICTURE_VARIANTS } from './image-keys';
import type { W6 } from './localise';
import { colourSuffix, joinAdjectiveNoun, lowerFirst } from './name-grammar';
import type { DemoCatalogue } from './types';
import { topCategoryWords } from './words/categories';
import { colours, MODEL_NUMBERS, modelSeries, SHADES } from './words/product-phrases';
import type { NounWords, Suffix } from './words/shape';

/** One adjective + noun pair of a sub-category, with everything a product built on it needs. */
export interface ComboPlan {
  /** The name without suffix, per language (W6 order). */
  base: W6;
  logMin: number;
  logSpan: number;
  minPrice: number;
  maxPrice: number;
  suffixes: readonly W6[];
  /** The image keys a product may show, per suffix: the picture of its colour, or the type's variants. */
  imageKeys: readonly (readonly string[])[];
}

export interface SubCategoryPlan {
  key: string;
  /** The category name as used mid-sentence, per language. */
  nameInSentence: W6;
  combos: readonly ComboPlan[];
  features: readonly W6[];
  brandKeys: readonly string[];
  shopKeys: readonly string[];
}

const uniform = (text: string): W6 => [text, text, text, text, text, text];

const modelSuffixes: readonly W6[] = modelSeries.flatMap((series) =>
  Array.from({ length: MODEL_NUMBERS }, (_, i) => uniform(` ${series} ${i + 1}`)),
);
const shadeSuffixes: readonly W6[] = Array.from({ length: SHADES }, (_, i) =>
  uniform(` #${String(i + 1).padStart(2, '0')}`),
);
const colourSuffixes: readonly W6[] = colours.map(colourSuffix);

function suffixesFor(suffix: Suffix, noun: NounWords): readonly W6[] {
  if (noun.sizes) return noun.sizes.map((size) => uniform(` ${size}`));
  if (suffix === 'model') return modelSuffixes;
  if (suffix === 'shade') return shadeSuffixes;
  if (suffix === 'colour') return colourSuffixes;
  return suffix.sizes.map((size) => uniform(` ${size}`));
}

function imageKeysFor(subKey: string, noun: NounWords, suffixes: readonly W6[]): (readonly string[])[] {
  const nounKey = slug(noun.w[0]);
  if (suffixes === colourSuffixes) {
    return colours.map((colour) => [imageKey.product(subKey, nounKey, slug(colour[0]))]);
  }
  const variants = Array.from({ length: PRODUCT_PICTURE_VARIANTS }, (_, i) =>
    imageKey.product(subKey, nounKey, i + 1),
  );
  return suffixes.map(() => variants);
}

function buildPlan(catalogue: DemoCatalogue): SubCategoryPlan[] {
  const known = new Set(catalogue.categories.map((category) => category.key));
  const plans: SubCategoryPlan[] = [];
  for (const top of topCategoryWords) {
    const brandKeys = catalogue.brands.filter((b) => b.categoryKeys.includes(top.key)).map((b) => b.key);
    const selling = catalogue.shops.filter((s) => s.categoryKeys.includes(top.key)).map((s) => s.key);
    const shopKeys = selling.length > 0 ? selling : catalogue.shops.map((s) => s.key);
    if (shopKeys.length === 0) throw new Error('The catalogue has no shops to sell products');
    for (const sub of top.subs) {
      if (!known.has(sub.key)) throw new Error(`The catalogue lacks the sub-category "${sub.key}"`);
      const combos = sub.nouns.flatMap((noun) =>
        sub.adjectives.map((adjective): ComboPlan => {
          const [minPrice, maxPrice] = noun.price;
          const suffixes = suffixesFor(sub.suffix ?? top.suffix, noun);
          return {
            base: joinAdjectiveNoun(adjective, noun.w, noun.g),
            logMin: Math.log(minPrice),
            logSpan: Math.log(maxPrice) - Math.log(minPrice),
            minPrice,
            maxPrice,
            suffixes,
            imageKeys: imageKeysFor(sub.key, noun, suffixes),
          };
        }),
      );
      const n = sub.name;
      plans.push({
        key: sub.key,
        nameInSentence: [n[0], n[1], n[2], lowerFirst(n[3]), n[4], n[5]],
        combos,
        features: top.features,
        brandKeys,
        shopKeys,
      });
    }
  }
  return plans;
}

const cache = new WeakMap<DemoCatalogue, SubCategoryPlan[]>();

/** The per-sub-category tables product generation draws from, built once per catalogue. */
export function productPlan(catalogue: DemoCatalogue): SubCategoryPlan[] {
  let plan = cache.get(catalogue);
  if (!plan) {
    plan = buildPlan(catalogue);
    cache.set(catalogue, plan);
  }
  return plan;
}
