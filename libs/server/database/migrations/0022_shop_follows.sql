CREATE TABLE "shop_feed_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"shop_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"previous_price_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_feed_entries_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "shop_follows" (
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"notify" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_follows_user_id_shop_id_pk" PRIMARY KEY("user_id","shop_id")
);
--> statement-breakpoint
ALTER TABLE "shop_feed_entries" ADD CONSTRAINT "shop_feed_entries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_feed_entries" ADD CONSTRAINT "shop_feed_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_follows" ADD CONSTRAINT "shop_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_follows" ADD CONSTRAINT "shop_follows_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_feed_entries_shop_idx" ON "shop_feed_entries" USING btree ("shop_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shop_follows_user_idx" ON "shop_follows" USING btree ("user_id","created_at" DESC NULLS FIRST,"shop_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shop_follows_notify_idx" ON "shop_follows" USING btree ("shop_id") WHERE notify;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_follower_count_not_negative" CHECK ("follower_count" >= 0);
