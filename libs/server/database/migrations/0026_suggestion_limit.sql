CREATE TABLE "suggestion_request_counters" (
	"client_key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "suggestion_request_counters_client_key_window_start_pk" PRIMARY KEY("client_key","window_start")
);
--> statement-breakpoint
CREATE INDEX "suggestion_request_counters_window_idx" ON "suggestion_request_counters" USING btree ("window_start");