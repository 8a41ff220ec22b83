-- Search reads a narrow table beside products: one row per active product with its sort keys and search texts.
-- The texts are stored out of line, so a row in the table's own pages is about 120 bytes and ranking thousands
-- of matches reads few pages (docs/architecture.md, "Search").
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"sold_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"price_minor" bigint NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"search_grams" "tsvector" NOT NULL
) WITH (toast_tuple_target = 128);
--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "search_text" SET STORAGE EXTERNAL, ALTER COLUMN "search_vector" SET STORAGE EXTERNAL, ALTER COLUMN "search_grams" SET STORAGE EXTERNAL;--> statement-breakpoint
INSERT INTO "product_search" SELECT "id", "category_id", "sold_count", "created_at", "price_minor", "rating", "search_text", "search_vector", "search_grams" FROM "products" WHERE "status" = 'active';--> statement-breakpoint
DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
DROP INDEX "products_search_vector_idx";--> statement-breakpoint
DROP INDEX "products_search_grams_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_text_idx" ON "product_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_search_grams_idx" ON "product_search" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "product_search_sold_idx" ON "product_search" USING btree ("sold_count");--> statement-breakpoint
CREATE INDEX "product_search_created_idx" ON "product_search" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_search_price_idx" ON "product_search" USING btree ("price_minor");--> statement-breakpoint
CREATE INDEX "product_search_rating_idx" ON "product_search" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "product_search_category_idx" ON "product_search" USING btree ("category_id");--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_grams";--> statement-breakpoint
-- Keeps product_search in step with products: an active product has its row, any other has none. A change of
-- sort keys alone (a sale, a new price) leaves the texts and their vectors as they are.
CREATE FUNCTION sync_product_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'active' THEN
    DELETE FROM product_search WHERE product_id = NEW.id;
  ELSIF TG_OP = 'UPDATE' AND OLD.status = 'active' AND OLD.search_text = NEW.search_text THEN
    UPDATE product_search
    SET category_id = NEW.category_id, sold_count = NEW.sold_count, created_at = NEW.created_at,
        price_minor = NEW.price_minor, rating = NEW.rating
    WHERE product_id = NEW.id;
  ELSE
    INSERT INTO product_search
    VALUES (NEW.id, NEW.category_id, NEW.sold_count, NEW.created_at, NEW.price_minor, NEW.rating, NEW.search_text,
            to_tsvector('simple', NEW.search_text), product_search_grams(NEW.search_text))
    ON CONFLICT (product_id) DO UPDATE
    SET category_id = excluded.category_id, sold_count = excluded.sold_count, created_at = excluded.created_at,
        price_minor = excluded.price_minor, rating = excluded.rating, search_text = excluded.search_text,
        search_vector = excluded.search_vector, search_grams = excluded.search_grams;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_sync_search" AFTER INSERT OR UPDATE OF "status", "category_id", "sold_count", "created_at", "price_minor", "rating", "search_text" ON "products"
FOR EACH ROW EXECUTE FUNCTION sync_product_search();
