import { sql } from 'drizzle-orm';
import type { Database } from '@mall/server-core';

/**
 * How common the search table's commonest words are: for each vector, the share of search rows that hold each of
 * its most common words, and how many rows there are.
 */
export interface WordShares {
  rows: number;
  words: Map<string, number>;
  grams: Map<string, number>;
}

const NO_SHARES: WordShares = { rows: 0, words: new Map(), grams: new Map() };

/** What a keyword looks for in one vector: whole words, and prefixes that stand for every word they start. */
export interface VectorTerms {
  whole: string[];
  prefixes: string[];
}

/** A keyword's terms in each vector, and the substrings it looks for in the text itself. */
export interface KeywordTerms {
  words: VectorTerms;
  grams: VectorTerms;
  substrings: string[];
}

/**
 * The share of search rows a keyword's terms are expected to match, at least: each whole word's share, and a
 * prefix's commonest word's (the words a prefix stands for are often one product's name in several languages:
 * "compact", "compacta", "compacto"). Words are taken as independent, so a keyword naming one thing twice ("dark
 * black") is taken as rarer than it is; a word missing from the statistics, and any substring, as rare.
 */
export function keywordShare(terms: KeywordTerms, shares: WordShares): number {
  if (terms.substrings.length) return 0;
  let share = 1;
  for (const vector of ['words', 'grams'] as const) {
    const known = shares[vector];
    for (const word of terms[vector].whole) share *= known.get(word) ?? 0;
    for (const prefix of terms[vector].prefixes) {
      let commonest = 0;
      for (const [word, wordShare] of known)
        if (word.startsWith(prefix)) commonest = Math.max(commonest, wordShare);
      share *= commonest;
    }
  }
  return share;
}

/**
 * PostgreSQL's statistics of the search table (`pg_stats.most_common_elems`: up to ten times the statistics
 * target of words a vector, with the share of rows that hold each, renewed by ANALYZE), and its row count.
 * Without statistics (a table never analysed) every share is unknown, and so every keyword rare.
 */
async function readWordShares(db: Database): Promise<WordShares> {
  const result = await db.execute(
    sql`select s.attname as vector, s.most_common_elems::text::text[] as words, s.most_common_elem_freqs as shares, c.reltuples::float8 as rows
      from pg_class c
      left join pg_stats s on s.schemaname = c.relnamespace::regnamespace::text and s.tablename = c.relname
        and s.attname in ('search_vector', 'search_grams')
      where c.oid = 'product_search'::regclass`,
  );
  const statistics = (
    result as unknown as {
      rows: { vector: string | null; words: string[] | null; shares: number[] | null; rows: number }[];
    }
  ).rows;
  const shares: WordShares = {
    rows: Math.max(0, statistics[0]?.rows ?? 0),
    words: new Map(),
    grams: new Map(),
  };
  for (const { vector, words, shares: wordShares } of statistics) {
    if (!vector || !words || !wordShares) continue;
    const known = shares[vector === 'search_grams' ? 'grams' : 'words'];
    // The shares list ends with three more figures (the least and most share, and the share of empty rows).
    words.forEach((word, index) => known.set(word, Number(wordShares[index])));
  }
  return shares;
}

/** How long the statistics are kept: ANALYZE renews them after a tenth of the table changed, or by hand. */
const SHARES_SECONDS = 600;

/** The search table's word shares, read once per database every SHARES_SECONDS. */
export class CommonWords {
  private readonly read = new WeakMap<Database, { expires: number; shares: Promise<WordShares> }>();

  constructor(private readonly load: (db: Database) => Promise<WordShares> = readWordShares) {}

  shares(db: Database): Promise<WordShares> {
    const kept = this.read.get(db);
    if (kept && kept.expires > Date.now()) return kept.shares;
    const shares = this.load(db).catch(() => NO_SHARES);
    this.read.set(db, { expires: Date.now() + SHARES_SECONDS * 1000, shares });
    return shares;
  }
}
