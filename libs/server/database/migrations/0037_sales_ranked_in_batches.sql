-- Written by hand around drizzle-kit's statements. A sale changed `sold_count`, which `products_sold_idx` holds, so
-- no sale's update of its product was HOT: each wrote a new entry in all nine of the product's indexes, and the
-- hundred products of a flash sale bloated them during the burst. Listings and search now order by
-- `ranked_sold_count`, a copy that `rankProductSales` (the API's sales job, every SEARCH_SALES_REFRESH_SECONDS)
-- brings up to date for the products a trigger marked in `product_sales_unranked`; a sale writes `sold_count` and
-- `stock` only, which no index holds. Search's rows and their sales bands follow the ranked count.
DROP TRIGGER "products_search_sales_stale" ON "products";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ranked_sold_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "products" SET "ranked_sold_count" = "sold_count" WHERE "sold_count" <> 0;--> statement-breakpoint
DROP INDEX "products_sold_idx";--> statement-breakpoint
CREATE INDEX "products_sold_idx" ON "products" USING btree ("ranked_sold_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'active';--> statement-breakpoint
CREATE TABLE "product_sales_unranked" (
	"product_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_sales_unranked" ADD CONSTRAINT "product_sales_unranked_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written while the sale holds the product's row, which `rankProductSales` locks before it takes the mark: a mark
-- already there is left as it is.
CREATE FUNCTION mark_sales_unranked() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_sales_unranked (product_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_sales_unranked" AFTER UPDATE OF "sold_count" ON "products"
FOR EACH ROW WHEN (OLD.sold_count IS DISTINCT FROM NEW.sold_count)
EXECUTE FUNCTION mark_sales_unranked();--> statement-breakpoint
-- The search row's count is the ranked one: it moves when `rankProductSales` copies a count to another band.
CREATE TRIGGER "products_search_sales_stale" AFTER UPDATE OF "ranked_sold_count" ON "products"
FOR EACH ROW WHEN (
  NEW.status = 'active'
  AND product_sales_band(OLD.ranked_sold_count) IS DISTINCT FROM product_sales_band(NEW.ranked_sold_count)
) EXECUTE FUNCTION mark_search_sales_stale();--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_product_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'active' THEN
    DELETE FROM product_search WHERE product_id = NEW.id;
  ELSIF TG_OP = 'UPDATE' AND OLD.status = 'active' AND OLD.search_text = NEW.search_text THEN
    UPDATE product_search
    SET category_id = NEW.category_id, sold_count = NEW.ranked_sold_count, created_at = NEW.created_at,
        price_minor = NEW.price_minor, rating = NEW.rating
    WHERE product_id = NEW.id;
  ELSE
    INSERT INTO product_search
    VALUES (NEW.id, NEW.category_id, NEW.ranked_sold_count, NEW.created_at, NEW.price_minor, NEW.rating,
            NEW.search_text, to_tsvector('simple', NEW.search_text), product_search_grams(NEW.search_text))
    ON CONFLICT (product_id) DO UPDATE
    SET category_id = excluded.category_id, sold_count = excluded.sold_count, created_at = excluded.created_at,
        price_minor = excluded.price_minor, rating = excluded.rating, search_text = excluded.search_text,
        search_vector = excluded.search_vector, search_grams = excluded.search_grams;
  END IF;
  RETURN NULL;
END
$$;
