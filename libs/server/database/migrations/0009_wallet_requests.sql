CREATE TABLE "wallet_recharges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"wallet_code" text,
	"declared_amount_minor" bigint NOT NULL,
	"actual_amount_minor" bigint,
	"transaction_id" text NOT NULL,
	"transaction_key" text,
	"proof_upload_id" integer,
	"card_last4" text,
	"sandbox" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "wallet_recharges_amounts_positive" CHECK ("wallet_recharges"."declared_amount_minor" > 0
      and ("wallet_recharges"."actual_amount_minor" is null or "wallet_recharges"."actual_amount_minor" > 0)),
	CONSTRAINT "wallet_recharges_channel_fields" CHECK (("wallet_recharges"."channel" = 'offline' and "wallet_recharges"."wallet_code" is not null and "wallet_recharges"."transaction_key" is not null
            and "wallet_recharges"."proof_upload_id" is not null)
        or ("wallet_recharges"."channel" = 'card' and "wallet_recharges"."card_last4" is not null and "wallet_recharges"."state" = 'completed')),
	CONSTRAINT "wallet_recharges_credited_when_completed" CHECK (("wallet_recharges"."state" = 'completed') = ("wallet_recharges"."actual_amount_minor" is not null))
);
--> statement-breakpoint
CREATE TABLE "wallet_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"wallet_code" text NOT NULL,
	"address" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "wallet_withdrawals_amount_positive" CHECK ("wallet_withdrawals"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_recharges" ADD CONSTRAINT "wallet_recharges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_recharges" ADD CONSTRAINT "wallet_recharges_proof_upload_id_uploads_id_fk" FOREIGN KEY ("proof_upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_recharges_transaction_key_unique" ON "wallet_recharges" USING btree ("transaction_key");--> statement-breakpoint
CREATE INDEX "wallet_recharges_user_created_idx" ON "wallet_recharges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_recharges_state_idx" ON "wallet_recharges" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_user_idx" ON "wallet_withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_state_idx" ON "wallet_withdrawals" USING btree ("state","id");