-- Product reviews sent before message keys read "name" or "name: message" in English. The seller's own products
-- say where the name ends: a notice that reads one way only, for one of its seller's products by English name,
-- gets the key and parameters of that reading. Where none fits (the product renamed or gone) or two do (a name
-- that itself holds ": "), the notice keeps showing its English text.
WITH "readings" AS (
  SELECT DISTINCT "notices"."id", "products"."name_en" AS "product",
      CASE WHEN "notices"."content" = "products"."name_en" THEN ''
        ELSE substr("notices"."content", length("products"."name_en") + 3) END AS "message"
    FROM "notices"
    JOIN "shops" ON "shops"."owner_id" = "notices"."user_id"
    JOIN "products" ON "products"."shop_id" = "shops"."id"
    WHERE "notices"."message_key" IS NULL AND "notices"."title" IN ('Product approved', 'Product refused')
      AND ("notices"."content" = "products"."name_en"
        OR left("notices"."content", length("products"."name_en") + 2) = "products"."name_en" || ': ')
), "unambiguous" AS (
  SELECT "id", min("product") AS "product", min("message") AS "message"
    FROM "readings" GROUP BY "id" HAVING count(*) = 1
)
UPDATE "notices" SET
    "message_key" = CASE "notices"."title" WHEN 'Product approved' THEN 'product.approved' ELSE 'product.refused' END
      || CASE WHEN "unambiguous"."message" = '' THEN '' ELSE '_with_message' END,
    "message_params" = jsonb_build_object('product', "unambiguous"."product", 'message', "unambiguous"."message")
  FROM "unambiguous"
  WHERE "notices"."id" = "unambiguous"."id";
