-- Sign-in attempts per client address and per e-mail address, shared by every API process on the database
-- (libs/server/account/src/sign-in-throttle.ts); rows idle for longer than the longest window are pruned.
CREATE TABLE "sign_in_throttles" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"attempts" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone,
	CONSTRAINT "sign_in_throttles_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "sign_in_throttles_window_idx" ON "sign_in_throttles" USING btree ("window_started_at");