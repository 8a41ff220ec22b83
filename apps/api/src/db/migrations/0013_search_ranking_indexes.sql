-- Ranking indexes for search, where PostgreSQL has the RUM extension (Debian: postgresql-15-rum): each is a RUM
-- index on a search vector that keeps a sort key beside every entry, so a search in that order sorts the
-- keyword's matches inside the index and reads only the first page's rows (docs/architecture.md, "Search").
-- Without the extension (PGlite, a server without the package) or without the right to create it, this does
-- nothing and search ranks by windows. Building them reads every search row: minutes at a million products.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'rum') THEN
    RETURN;
  END IF;
  BEGIN
    CREATE EXTENSION IF NOT EXISTS rum;
  EXCEPTION WHEN insufficient_privilege THEN
    RAISE NOTICE 'search ranking indexes skipped: no right to create the rum extension';
    RETURN;
  END;
  CREATE INDEX IF NOT EXISTS product_search_vector_sold_rank_idx ON product_search
    USING rum (search_vector rum_tsvector_addon_ops, sold_count) WITH (attach = 'sold_count', to = 'search_vector');
  CREATE INDEX IF NOT EXISTS product_search_vector_created_rank_idx ON product_search
    USING rum (search_vector rum_tsvector_addon_ops, created_at) WITH (attach = 'created_at', to = 'search_vector');
  CREATE INDEX IF NOT EXISTS product_search_vector_price_rank_idx ON product_search
    USING rum (search_vector rum_tsvector_addon_ops, price_minor) WITH (attach = 'price_minor', to = 'search_vector');
  CREATE INDEX IF NOT EXISTS product_search_grams_sold_rank_idx ON product_search
    USING rum (search_grams rum_tsvector_addon_ops, sold_count) WITH (attach = 'sold_count', to = 'search_grams');
END
$$;
