import { DEFAULT_REFERENCE_DATE } from './catalogue';
import { LANGS } from './localise';
import { mixSeed, Rng } from './prng';
import type { DemoComment } from './types';
import { commentWords } from './words/comments';

const COMMENTS_STREAM = 0xc0ffee;
const DAY_MS = 86_400_000;

export interface CommentOptions {
  /** The "now" comments are dated before (default `DEFAULT_REFERENCE_DATE`; pass the catalogue's). */
  referenceDate?: string;
  /** Comments are dated after this (e.g. the product's `createdAt`); default one year before the reference. */
  after?: string;
}

function rating(rng: Rng): number {
  const r = rng.next();
  if (r < 0.6) return 5;
  if (r < 0.8) return 4;
  if (r < 0.9) return 3;
  if (r < 0.95) return 2;
  return 1;
}

/** Short shopper reviews of one product, each in one of the six languages, lazily and deterministically. */
export function* generateComments(
  productKey: number,
  count: number,
  seed: number,
  options: CommentOptions = {},
): Generator<DemoComment, void, undefined> {
  const referenceMs = Date.parse(options.referenceDate ?? DEFAULT_REFERENCE_DATE);
  const afterMs = options.after === undefined ? referenceMs - 365 * DAY_MS : Date.parse(options.after);
  if (Number.isNaN(referenceMs) || Number.isNaN(afterMs)) throw new Error('Invalid comment date options');
  const span = Math.max(0, referenceMs - afterMs);
  const rng = new Rng(mixSeed(seed ^ COMMENTS_STREAM, productKey));
  for (let i = 0; i < count; i++) {
    const lang = LANGS[rng.index(LANGS.length)]!;
    const words = commentWords[lang];
    const stars = rating(rng);
    const pool = stars >= 4 ? words.positive : stars === 3 ? words.neutral : words.negative;
    yield {
      author: rng.pick(words.authors),
      rating: stars,
      content: rng.pick(pool),
      lang,
      createdAt: new Date(afterMs + Math.floor(rng.next() * span)).toISOString(),
    };
  }
}
