CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"request_digest" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_quantity_check" CHECK ("cart_lines"."quantity" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "delivery_options" (
	"code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text,
	"name_zhtw" text,
	"name_es" text,
	"name_jp" text,
	"name_th" text,
	"fee_minor" bigint NOT NULL,
	"eta_days_min" smallint NOT NULL,
	"eta_days_max" smallint NOT NULL,
	"sort" smallint NOT NULL,
	CONSTRAINT "delivery_options_fee_check" CHECK ("delivery_options"."fee_minor" >= 0),
	CONSTRAINT "delivery_options_eta_check" CHECK (0 <= "delivery_options"."eta_days_min" and "delivery_options"."eta_days_min" <= "delivery_options"."eta_days_max")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text,
	"name_zhtw" text,
	"name_es" text,
	"name_jp" text,
	"name_th" text,
	"image" text NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"commented_at" timestamp with time zone,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" between 1 and 999),
	CONSTRAINT "order_items_price_check" CHECK ("order_items"."unit_price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"total_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_sn" text NOT NULL,
	"order_set_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"shop_name" text NOT NULL,
	"payment_state" text DEFAULT 'unpaid' NOT NULL,
	"delivery_state" text DEFAULT 'to_ship' NOT NULL,
	"payment_method" text,
	"subtotal_minor" bigint NOT NULL,
	"delivery_fee_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"actual_pay_minor" bigint,
	"card_last4" text,
	"payment_sandbox" boolean DEFAULT false NOT NULL,
	"delivery_code" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"cancel_remark" text,
	"address" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"currency_code" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"currency_rate" numeric(18, 6) NOT NULL,
	"currency_decimals" smallint NOT NULL,
	"auto_cancel_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"carrier" text,
	"log_sn" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_sn_unique" UNIQUE("order_sn"),
	CONSTRAINT "orders_payment_state_check" CHECK (payment_state in ('unpaid', 'paid', 'cancelled')),
	CONSTRAINT "orders_delivery_state_check" CHECK (delivery_state in ('to_ship', 'shipped', 'in_transit', 'delivered', 'completed')),
	CONSTRAINT "orders_payment_method_check" CHECK (payment_method is null or payment_method in ('wallet', 'card', 'cod')),
	CONSTRAINT "orders_amounts_check" CHECK (subtotal_minor >= 0 and delivery_fee_minor >= 0 and total_minor = subtotal_minor + delivery_fee_minor),
	CONSTRAINT "orders_cancelled_unshipped_check" CHECK (payment_state <> 'cancelled' or delivery_state = 'to_ship'),
	CONSTRAINT "orders_unpaid_travels_cod_check" CHECK (payment_state <> 'unpaid' or delivery_state = 'to_ship' or payment_method = 'cod'),
	CONSTRAINT "orders_completed_paid_check" CHECK (delivery_state <> 'completed' or payment_state = 'paid'),
	CONSTRAINT "orders_paid_method_check" CHECK (payment_state <> 'paid' or (payment_method is not null and paid_at is not null)),
	CONSTRAINT "orders_card_last4_check" CHECK (card_last4 is null or card_last4 ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"method" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"amount_minor" bigint NOT NULL,
	"card_last4" text,
	"provider_reference" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_method_check" CHECK (method in ('wallet', 'card', 'cod')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"image_upload_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"staff_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_state_check" CHECK (state in ('pending', 'approved', 'refused', 'cancelled', 'refunded')),
	CONSTRAINT "refunds_quantity_check" CHECK ("refunds"."quantity" between 1 and 999),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_sets" ADD CONSTRAINT "order_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_set_id_order_sets_id_fk" FOREIGN KEY ("order_set_id") REFERENCES "public"."order_sets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_code_delivery_options_code_fk" FOREIGN KEY ("delivery_code") REFERENCES "public"."delivery_options"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_user_product_idx" ON "cart_lines" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_auto_cancel_idx" ON "orders" USING btree ("auto_cancel_at") WHERE payment_state = 'unpaid' and auto_cancel_at is not null;--> statement-breakpoint
CREATE INDEX "orders_to_ship_idx" ON "orders" USING btree ("created_at") WHERE delivery_state = 'to_ship' and payment_state <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success_idx" ON "payments" USING btree ("order_id") WHERE succeeded;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_per_item_idx" ON "refunds" USING btree ("order_item_id") WHERE state <> 'cancelled';--> statement-breakpoint
CREATE INDEX "refunds_user_idx" ON "refunds" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("created_at") WHERE state = 'pending';--> statement-breakpoint
INSERT INTO "delivery_options" ("code", "name_en", "name_zh", "name_zhtw", "name_es", "name_jp", "name_th", "fee_minor", "eta_days_min", "eta_days_max", "sort") VALUES
	('standard', 'Standard delivery', '标准配送', '標準配送', 'Envío estándar', '通常配送', 'จัดส่งแบบมาตรฐาน', 499, 5, 10, 1),
	('express', 'Express delivery', '加急配送', '快速配送', 'Envío exprés', '速達配送', 'จัดส่งด่วน', 1499, 1, 3, 2)
ON CONFLICT ("code") DO NOTHING;
