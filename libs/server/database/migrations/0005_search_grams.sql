-- Chinese, Japanese, Korean and Thai runs of the search text as lexemes for short keywords: every character pair,
-- and each run's last character (so a one-character keyword X is the prefix query X:*). The character ranges
-- are GRAM_SCRIPT_RANGES in apps/api/src/modules/catalogue/search.ts.
CREATE FUNCTION product_search_grams(search_text text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_tsvector(array_agg(DISTINCT substr(run[1], i, 2))), ''::tsvector)
  FROM regexp_matches(
    search_text,
    '[\u0e00-\u0e7f\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+',
    'g'
  ) AS run,
  generate_series(1, char_length(run[1])) AS i
$$;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_grams" "tsvector" GENERATED ALWAYS AS (product_search_grams(search_text)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_grams_idx" ON "products" USING gin ("search_grams");