import type { W6 } from './localise';
import { OTHER_LANGS } from './localise';
import { productPlan } from './product-plan';
import { mixSeed, Rng } from './prng';
import type { DemoCatalogue, DemoProduct, Localised } from './types';
import { closings, intros, sentenceGap } from './words/product-phrases';

const TWO_YEARS_MS = 2 * 365 * 86_400_000;
/** Share of products whose descriptions lack some non-English languages (English fallback). */
export const UNTRANSLATED_SHARE = 0.1;

/** Rounds a price in cents to a "…99" price, e.g. 2437 → 2499 (never below 199). */
function charmPrice(cents: number): number {
  return Math.max(199, Math.floor(cents / 100) * 100 + 99);
}

function localise(w: W6, suffix: W6): Localised {
  return {
    en: w[0] + suffix[0],
    zh: w[1] + suffix[1],
    zhtw: w[2] + suffix[2],
    es: w[3] + suffix[3],
    jp: w[4] + suffix[4],
    th: w[5] + suffix[5],
  };
}

/**
 * Products, generated lazily: each product depends only on (seed, index), so a million can be streamed in
 * batches (see `inBatches`) and a run can resume from `startIndex`. `key` is the product's index.
 */
export function* generateProducts(
  count: number,
  seed: number,
  catalogue: DemoCatalogue,
  startIndex = 0,
): Generator<DemoProduct, void, undefined> {
  const plan = productPlan(catalogue);
  const referenceMs = Date.parse(catalogue.referenceDate);
  const rng = new Rng(0);
  const [enIntro, zhIntro, zhtwIntro, esIntro, jpIntro, thIntro] = [
    intros.en,
    intros.zh,
    intros.zhtw,
    intros.es,
    intros.jp,
    intros.th,
  ];
  const gap = sentenceGap;

  for (let key = startIndex; key < startIndex + count; key++) {
    rng.reseed(mixSeed(seed, key));
    const sub = plan[rng.index(plan.length)]!;
    const combo = sub.combos[rng.index(sub.combos.length)]!;
    const suffixIndex = rng.index(combo.suffixes.length);
    const suffix = combo.suffixes[suffixIndex]!;
    const name = localise(combo.base, suffix);

    const features = sub.features;
    const first = rng.index(features.length);
    const second = (first + 1 + rng.index(features.length - 1)) % features.length;
    const f1 = features[first]!;
    const f2 = features[second]!;
    const intro = rng.index(enIntro.length);
    const closing = closings[rng.index(closings.length)]!;
    const c = sub.nameInSentence;
    const description: Localised = {
      en: `${enIntro[intro]!(name.en, c[0])}${gap.en}${f1[0]}${gap.en}${f2[0]}${gap.en}${closing[0]}`,
      zh: `${zhIntro[intro]!(name.zh!, c[1])}${f1[1]}${f2[1]}${closing[1]}`,
      zhtw: `${zhtwIntro[intro]!(name.zhtw!, c[2])}${f1[2]}${f2[2]}${closing[2]}`,
      es: `${esIntro[intro]!(name.es!, c[3])}${gap.es}${f1[3]}${gap.es}${f2[3]}${gap.es}${closing[3]}`,
      jp: `${jpIntro[intro]!(name.jp!, c[4])}${f1[4]}${f2[4]}${closing[4]}`,
      th: `${thIntro[intro]!(name.th!, c[5])}${gap.th}${f1[5]}${gap.th}${f2[5]}${gap.th}${closing[5]}`,
    };
    const shortDescription: Localised = {
      en: f1[0],
      zh: f1[1],
      zhtw: f1[2],
      es: f1[3],
      jp: f1[4],
      th: f1[5],
    };
    if (rng.next() < UNTRANSLATED_SHARE) {
      // Some sellers only wrote some languages: drop a few (at least one) non-English texts.
      const forced = rng.index(OTHER_LANGS.length);
      for (let i = 0; i < OTHER_LANGS.length; i++) {
        if (i === forced || rng.next() < 0.35) {
          delete description[OTHER_LANGS[i]!];
          delete shortDescription[OTHER_LANGS[i]!];
        }
      }
    }

    const priceMinor = Math.min(
      combo.maxPrice,
      charmPrice(Math.exp(combo.logMin + rng.next() * combo.logSpan)),
    );
    const listPriceMinor = rng.next() < 0.25 ? charmPrice(priceMinor * (1.1 + rng.next() * 0.5)) : null;
    const stock = rng.next() < 0.03 ? 0 : rng.int(1, 500);
    const rating =
      rng.next() < 0.08
        ? Math.round((1 + rng.next() * 2.4) * 10) / 10
        : Math.round((3.5 + rng.next() * 1.5) * 10) / 10;
    const r = rng.next();
    const soldCount = Math.floor(r * r * r * 20_000);
    const commentCount = Math.floor(soldCount * (0.02 + rng.next() * 0.1));
    const brandKey =
      sub.brandKeys.length > 0 && rng.next() < 0.85 ? sub.brandKeys[rng.index(sub.brandKeys.length)]! : null;

    const imageKeys = combo.imageKeys[suffixIndex]!;
    yield {
      key,
      name,
      shortDescription,
      description,
      categoryKey: sub.key,
      brandKey,
      shopKey: sub.shopKeys[rng.index(sub.shopKeys.length)]!,
      priceMinor,
      listPriceMinor: listPriceMinor !== null && listPriceMinor > priceMinor ? listPriceMinor : null,
      stock,
      rating,
      soldCount,
      commentCount,
      imageKey: imageKeys[rng.index(imageKeys.length)]!,
      createdAt: new Date(referenceMs - Math.floor(rng.next() * TWO_YEARS_MS)).toISOString(),
      status: rng.next() < 0.01 ? 'expired' : 'active',
    };
  }
}

/** Groups any iterable into arrays of `size` (the last one may be shorter), e.g. for multi-row INSERTs. */
export function* inBatches<T>(items: Iterable<T>, size: number): Generator<T[], void, undefined> {
  if (!Number.isInteger(size) || size < 1) throw new Error('Batch size must be a positive integer');
  let batch: T[] = [];
  for (const item of items) {
    batch.push(item);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
