-- Written by hand around drizzle-kit's statements. The unread badge counted a user's unread notices after every
-- notice sent, and a shop's owner gets one for each order paid: on the 1,000,000-product bench a seller's each new
-- notice counted tens of thousands (0.37 ms a notice, two notices a payment). Now statement triggers keep each
-- user's count as notices are written, read and deleted, one row change per user and statement.
CREATE TABLE "notice_unread_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"unread" integer NOT NULL,
	CONSTRAINT "notice_unread_counts_not_negative" CHECK ("notice_unread_counts"."unread" >= 0)
);
--> statement-breakpoint
ALTER TABLE "notice_unread_counts" ADD CONSTRAINT "notice_unread_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "notice_unread_counts" ("user_id", "unread")
SELECT "user_id", count(*)::int FROM "notices" WHERE "read_at" IS NULL GROUP BY "user_id";--> statement-breakpoint
-- The notices a statement wrote, read or deleted, as a change of each user's unread count. A user's deleted
-- notices only lower a count that is there: when the user goes, the count goes with them.
CREATE FUNCTION notices_count_unread() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO notice_unread_counts AS counts (user_id, unread)
    SELECT user_id, count(*)::int FROM written WHERE read_at IS NULL GROUP BY user_id
    ON CONFLICT (user_id) DO UPDATE SET unread = counts.unread + excluded.unread;
  ELSIF TG_OP = 'UPDATE' THEN
    -- A row proposed for insertion is checked before its conflict is found: a lowered count is an update.
    WITH changes AS (
      SELECT user_id, sum(change)::int AS change
        FROM (SELECT user_id, 1 AS change FROM written WHERE read_at IS NULL
              UNION ALL
              SELECT user_id, -1 FROM replaced WHERE read_at IS NULL) changed
       GROUP BY user_id HAVING sum(change) <> 0
    ), counted AS (
      UPDATE notice_unread_counts counts SET unread = counts.unread + changes.change
        FROM changes WHERE counts.user_id = changes.user_id
      RETURNING counts.user_id
    )
    INSERT INTO notice_unread_counts AS counts (user_id, unread)
    SELECT user_id, change FROM changes WHERE user_id NOT IN (SELECT user_id FROM counted)
    ON CONFLICT (user_id) DO UPDATE SET unread = counts.unread + excluded.unread;
  ELSE
    UPDATE notice_unread_counts counts SET unread = counts.unread - gone.unread
      FROM (SELECT user_id, count(*)::int AS unread FROM replaced WHERE read_at IS NULL GROUP BY user_id) gone
     WHERE counts.user_id = gone.user_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notices_unread_inserted" AFTER INSERT ON "notices" REFERENCING NEW TABLE AS written
FOR EACH STATEMENT EXECUTE FUNCTION notices_count_unread();--> statement-breakpoint
CREATE TRIGGER "notices_unread_updated" AFTER UPDATE ON "notices" REFERENCING OLD TABLE AS replaced NEW TABLE AS written
FOR EACH STATEMENT EXECUTE FUNCTION notices_count_unread();--> statement-breakpoint
CREATE TRIGGER "notices_unread_deleted" AFTER DELETE ON "notices" REFERENCING OLD TABLE AS replaced
FOR EACH STATEMENT EXECUTE FUNCTION notices_count_unread();
