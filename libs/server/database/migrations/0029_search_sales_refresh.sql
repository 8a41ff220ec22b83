-- A sale no longer rewrites the product's search row. Below 1,000 sold the sales band is the count itself, so
-- every sale of such a product (more than a third of a catalogue) wrote a new version of its search row and added
-- all its words, trigrams and character pairs to the search indexes again, inside the checkout. Now a sale that
-- moves a product's count to another band only marks the product, and `refreshSearchSales` (a job of every API
-- process, SEARCH_SALES_REFRESH_SECONDS) writes the marked rows in batches. Each mark is a write of the marked row,
-- so a refresh that takes marks with SKIP LOCKED never clears one whose sale has not committed.
CREATE TABLE "product_search_stale" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION mark_search_sales_stale() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search_stale (product_id) VALUES (NEW.id)
  ON CONFLICT (product_id) DO UPDATE SET marked_at = excluded.marked_at;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_sales_stale" AFTER UPDATE OF "sold_count" ON "products"
FOR EACH ROW WHEN (
  NEW.status = 'active'
  AND product_sales_band(OLD.sold_count) IS DISTINCT FROM product_sales_band(NEW.sold_count)
) EXECUTE FUNCTION mark_search_sales_stale();--> statement-breakpoint
-- What search can see of a product still rewrites its row at once (which writes the current sold count too).
DROP TRIGGER "products_sync_search_update" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_sync_search_update" AFTER UPDATE OF "status", "category_id", "created_at", "price_minor", "rating", "search_text" ON "products"
FOR EACH ROW WHEN (
  OLD.status IS DISTINCT FROM NEW.status
  OR OLD.category_id IS DISTINCT FROM NEW.category_id
  OR OLD.created_at IS DISTINCT FROM NEW.created_at
  OR OLD.price_minor IS DISTINCT FROM NEW.price_minor
  OR OLD.rating IS DISTINCT FROM NEW.rating
  OR OLD.search_text IS DISTINCT FROM NEW.search_text
) EXECUTE FUNCTION sync_product_search();
