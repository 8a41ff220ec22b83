CREATE TABLE "review_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"amount_minor" bigint,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_claims" (
	"kind" text NOT NULL,
	"task_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_claims_kind_task_id_pk" PRIMARY KEY("kind","task_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD COLUMN "payout_transaction_id" text;--> statement-breakpoint
ALTER TABLE "staff_claims" ADD CONSTRAINT "staff_claims_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_history_subject_idx" ON "review_history" USING btree ("subject_kind","subject_id","id");--> statement-breakpoint
CREATE INDEX "review_history_actor_idx" ON "review_history" USING btree ("actor_kind","actor_id","id");--> statement-breakpoint
CREATE INDEX "staff_claims_staff_idx" ON "staff_claims" USING btree ("staff_id");--> statement-breakpoint
-- Staff accounts made before roles existed (by `ops create-staff`) were the operators: they become admins.
UPDATE "users" SET "staff_roles" = '{admin}'::text[] WHERE "role" = 'staff';--> statement-breakpoint
-- The review history is the staff audit: rows are appended, never changed or removed.
CREATE FUNCTION "review_history_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'review_history is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "review_history_append_only" BEFORE UPDATE OR DELETE ON "review_history"
  FOR EACH ROW EXECUTE FUNCTION "review_history_append_only"();
