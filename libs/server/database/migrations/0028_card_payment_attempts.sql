CREATE TABLE "card_payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"card_last4" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_payment_attempts_state_check" CHECK (state in ('pending', 'approved', 'declined', 'abandoned')),
	CONSTRAINT "card_payment_attempts_amount_check" CHECK ("card_payment_attempts"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_attempt_id" integer;--> statement-breakpoint
ALTER TABLE "card_payment_attempts" ADD CONSTRAINT "card_payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_payment_attempts_one_pending_idx" ON "card_payment_attempts" USING btree ("order_id") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "card_payment_attempts_pending_idx" ON "card_payment_attempts" USING btree ("created_at") WHERE state = 'pending';