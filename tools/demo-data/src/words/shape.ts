import type { W6 } from '../localise';

/** Spanish grammatical gender and number of a noun, for adjective agreement. */
export type EsGender = 'm' | 'f' | 'mp' | 'fp';

export interface NounWords {
  /** The noun in en, zh, zhtw, es, jp, th. */
  w: W6;
  g: EsGender;
  /** Realistic price range in USD cents. */
  price: readonly [min: number, max: number];
  /** Pack sizes, overriding the category's suffix (e.g. "500 ml"). */
  sizes?: readonly string[];
}

/** What follows the adjective and noun: a model name, a colour, a shade number or a pack size. */
export type Suffix = 'model' | 'colour' | 'shade' | { sizes: readonly string[] };

export interface SubCategoryWords {
  key: string;
  name: W6;
  /** Adjectives that fit every noun of the sub-category (Spanish in the masculine singular). */
  adjectives: readonly W6[];
  nouns: readonly NounWords[];
  suffix?: Suffix;
}

export interface TopCategoryWords {
  key: string;
  name: W6;
  suffix: Suffix;
  /** Selling-point sentences true of every product in the category. */
  features: readonly W6[];
  subs: readonly SubCategoryWords[];
}

export function noun(w: W6, g: EsGender, min: number, max: number, sizes?: readonly string[]): NounWords {
  return sizes ? { w, g, price: [min, max], sizes } : { w, g, price: [min, max] };
}
