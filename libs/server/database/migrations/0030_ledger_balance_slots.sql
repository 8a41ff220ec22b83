CREATE TABLE "ledger_balance_slots" (
	"account_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_balance_slots_account_id_slot_pk" PRIMARY KEY("account_id","slot")
);
--> statement-breakpoint
ALTER TABLE "ledger_balance_slots" ADD CONSTRAINT "ledger_balance_slots_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Written by hand below. An entry of a platform account moves its connection's slot, created on first use; a user's
-- or a shop's account keeps one row, whose CHECK refuses an overdraft and queues concurrent debits of the account.
-- A platform account's row keeps its balance from before this migration; from now on only its slots move.
CREATE OR REPLACE FUNCTION ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT owner_type FROM ledger_accounts WHERE id = NEW.account_id) = 'platform' THEN
    INSERT INTO ledger_balance_slots AS slots (account_id, slot, balance_minor)
    VALUES (NEW.account_id, pg_backend_pid() % 64, NEW.amount_minor)
    ON CONFLICT (account_id, slot) DO UPDATE SET balance_minor = slots.balance_minor + excluded.balance_minor;
  ELSE
    UPDATE ledger_accounts SET balance_minor = balance_minor + NEW.amount_minor WHERE id = NEW.account_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- As an account's row: only an entry moves a slot (a direct write is at trigger depth 1).
CREATE FUNCTION ledger_refuse_slot_edit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() = 1 THEN
    RAISE EXCEPTION 'ledger balances change only through entries' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_balance_slots_from_entries BEFORE INSERT OR UPDATE OR DELETE ON ledger_balance_slots
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_slot_edit();
