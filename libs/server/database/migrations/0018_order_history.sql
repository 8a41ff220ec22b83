CREATE TABLE "order_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"axis" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_history_axis_check" CHECK (axis in ('payment', 'delivery')),
	CONSTRAINT "order_history_actor_check" CHECK (actor_kind in ('shopper', 'seller', 'staff', 'system')),
	CONSTRAINT "order_history_actor_id_check" CHECK (actor_kind <> 'system' or actor_id is null)
);
--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","id");--> statement-breakpoint
-- Orders placed before the history existed: their steps from the times the order kept, by an actor no longer known.
INSERT INTO "order_history" ("order_id", "axis", "from_state", "to_state", "actor_kind", "created_at")
SELECT "id", 'payment', NULL, 'unpaid', 'system', "created_at" FROM "orders"
UNION ALL SELECT "id", 'payment', 'unpaid', 'paid', 'system', "paid_at" FROM "orders" WHERE "paid_at" IS NOT NULL
UNION ALL SELECT "id", 'payment', CASE WHEN "paid_at" IS NULL THEN 'unpaid' ELSE 'paid' END, 'cancelled', 'system', "cancelled_at"
  FROM "orders" WHERE "cancelled_at" IS NOT NULL
UNION ALL SELECT "id", 'delivery', 'to_ship', 'shipped', 'system', "shipped_at" FROM "orders" WHERE "shipped_at" IS NOT NULL
UNION ALL SELECT "id", 'delivery', 'shipped', 'delivered', 'system', "delivered_at" FROM "orders" WHERE "delivered_at" IS NOT NULL
UNION ALL SELECT "id", 'delivery', CASE WHEN "delivered_at" IS NULL THEN 'shipped' ELSE 'delivered' END, 'completed', 'system', "completed_at"
  FROM "orders" WHERE "completed_at" IS NOT NULL
ORDER BY 6, 1;
