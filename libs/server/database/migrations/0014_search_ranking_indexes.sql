-- Ranking indexes for search, where PostgreSQL has the RUM extension (Debian: postgresql-15-rum): each is a RUM
-- index on the word vector that keeps one sort key beside every entry (sold count, creation time, price), so a
-- ranking window's bound on that key is checked inside the index and only the window's matches reach the table,
-- instead of the word's whole bitmap being combined with the key's B-tree (docs/architecture.md, "Search").
-- Without the extension (PGlite, a server without the package) or without the right to create it, this does
-- nothing and the windows use the B-trees. Building them reads every search row: about 15-45 s each at a
-- million products on a busy 2-core machine, and 0.3-0.45 GB each.
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
END
$$;
