CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_type" text NOT NULL,
	"user_id" integer,
	"shop_id" integer,
	"kind" text NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_kind" CHECK (("ledger_accounts"."owner_type" = 'user' and "ledger_accounts"."user_id" is not null and "ledger_accounts"."shop_id" is null
            and "ledger_accounts"."kind" in ('available', 'frozen', 'pending'))
        or ("ledger_accounts"."owner_type" = 'shop' and "ledger_accounts"."shop_id" is not null and "ledger_accounts"."user_id" is null
            and "ledger_accounts"."kind" = 'settlement')
        or ("ledger_accounts"."owner_type" = 'platform' and "ledger_accounts"."user_id" is null and "ledger_accounts"."shop_id" is null
            and "ledger_accounts"."kind" in ('cash', 'card_clearing', 'order_payables'))),
	CONSTRAINT "ledger_accounts_balance_not_negative" CHECK ("ledger_accounts"."balance_minor" >= 0 or "ledger_accounts"."kind" in ('cash', 'card_clearing'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"journal_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount_minor" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_journals" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference_type" text,
	"reference_id" integer,
	"idempotency_key" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_journals_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
DROP TABLE "wallet_entries" CASCADE;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_journal_id_ledger_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_user_kind_unique" ON "ledger_accounts" USING btree ("user_id","kind") WHERE "ledger_accounts"."owner_type" = 'user';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_shop_kind_unique" ON "ledger_accounts" USING btree ("shop_id","kind") WHERE "ledger_accounts"."owner_type" = 'shop';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_platform_kind_unique" ON "ledger_accounts" USING btree ("kind") WHERE "ledger_accounts"."owner_type" = 'platform';--> statement-breakpoint
CREATE INDEX "ledger_entries_journal_idx" ON "ledger_entries" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_journals_reference_idx" ON "ledger_journals" USING btree ("reference_type","reference_id");--> statement-breakpoint
-- Written by hand below: what drizzle cannot declare. Every journal has two or more entries that sum to zero,
-- checked at commit so a journal's entries may be inserted one by one. The trigger's argument names the column
-- that holds the journal id (journals and entries both fire it).
CREATE FUNCTION ledger_check_journal_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  checked_journal integer := (to_jsonb(NEW) ->> TG_ARGV[0])::integer;
  entry_count integer;
  total bigint;
BEGIN
  SELECT count(*), coalesce(sum(amount_minor), 0) INTO entry_count, total
    FROM ledger_entries WHERE journal_id = checked_journal;
  IF entry_count < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger journal % does not balance: % entries summing to %', checked_journal, entry_count, total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_journal_balanced';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_journals_balanced AFTER INSERT ON ledger_journals
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_journal_balanced('id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_journal_balanced('journal_id');
--> statement-breakpoint
-- Each entry moves its account's cached balance; the account's CHECK refuses an overdraft right there. The row
-- update also queues concurrent debits of one account behind each other.
CREATE FUNCTION ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET balance_minor = balance_minor + NEW.amount_minor WHERE id = NEW.account_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_apply AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_entry();
--> statement-breakpoint
-- The books are append-only: a correction is a new journal, never an edit.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_journals_append_only BEFORE UPDATE OR DELETE ON ledger_journals
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- Only an entry moves a balance: a direct update (trigger depth 1) of the cache is refused.
CREATE FUNCTION ledger_refuse_balance_edit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() = 1 AND NEW.balance_minor IS DISTINCT FROM OLD.balance_minor THEN
    RAISE EXCEPTION 'ledger balances change only through entries' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_balance_from_entries BEFORE UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_balance_edit();
--> statement-breakpoint
-- The platform's accounts exist in every database; users' and shops' accounts are opened on first use.
INSERT INTO ledger_accounts (owner_type, kind) VALUES ('platform', 'cash'), ('platform', 'card_clearing'), ('platform', 'order_payables');
