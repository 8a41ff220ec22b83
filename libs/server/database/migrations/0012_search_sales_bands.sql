-- Every checkout changes a sold count, and product_search kept a copy of it: each sale wrote a new version of
-- the product's search row and added all its words, trigrams and character pairs to the three search indexes
-- again. Now a sale rewrites the row only when it moves the count to another sales band: the count to three
-- significant digits (19,376 sold is in band 19,300), so a product with thousands of sales rewrites its row once
-- in tens or hundreds of sales. The row's count stays in its product's band, search bounds its windows by the
-- band (ranking before the band is enough to rank before) and orders within a window by the products' own
-- counts (docs/architecture.md, "Search"). No table is rewritten: the new index is built from the counts there.
CREATE FUNCTION product_sales_band(sold integer) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN sold < 1000 THEN sold ELSE sold - sold % power(10, length(sold::text) - 3)::integer END
$$;--> statement-breakpoint
DROP INDEX "product_search_sold_idx";--> statement-breakpoint
CREATE INDEX "product_search_sales_band_idx" ON "product_search" USING btree (product_sales_band("sold_count"));--> statement-breakpoint
DROP TRIGGER "products_sync_search" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_sync_search_insert" AFTER INSERT ON "products"
FOR EACH ROW EXECUTE FUNCTION sync_product_search();--> statement-breakpoint
-- Stock and sold count change on every checkout; only a change search can see reaches the search row.
CREATE TRIGGER "products_sync_search_update" AFTER UPDATE OF "status", "category_id", "sold_count", "created_at", "price_minor", "rating", "search_text" ON "products"
FOR EACH ROW WHEN (
  OLD.status IS DISTINCT FROM NEW.status
  OR OLD.category_id IS DISTINCT FROM NEW.category_id
  OR OLD.created_at IS DISTINCT FROM NEW.created_at
  OR OLD.price_minor IS DISTINCT FROM NEW.price_minor
  OR OLD.rating IS DISTINCT FROM NEW.rating
  OR OLD.search_text IS DISTINCT FROM NEW.search_text
  OR product_sales_band(OLD.sold_count) IS DISTINCT FROM product_sales_band(NEW.sold_count)
) EXECUTE FUNCTION sync_product_search();
