CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"aggregate_type" text NOT NULL,
	"aggregate_id" text NOT NULL,
	"sequence" integer NOT NULL,
	"type" text NOT NULL,
	"version" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_events_aggregate_sequence" UNIQUE("aggregate_type","aggregate_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "event_deliveries" (
	"event_id" bigint NOT NULL,
	"subscriber" text NOT NULL,
	"aggregate_type" text NOT NULL,
	"aggregate_id" text NOT NULL,
	"sequence" integer NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "event_deliveries_event_id_subscriber_pk" PRIMARY KEY("event_id","subscriber")
);
--> statement-breakpoint
CREATE TABLE "event_subscriptions" (
	"subscriber" text NOT NULL,
	"event_type" text NOT NULL,
	CONSTRAINT "event_subscriptions_event_type_subscriber_pk" PRIMARY KEY("event_type","subscriber")
);
--> statement-breakpoint
ALTER TABLE "event_deliveries" ADD CONSTRAINT "event_deliveries_event_id_domain_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."domain_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_deliveries_due" ON "event_deliveries" USING btree ("next_attempt_at","event_id") WHERE not "event_deliveries"."done";--> statement-breakpoint
CREATE INDEX "event_deliveries_aggregate_order" ON "event_deliveries" USING btree ("subscriber","aggregate_type","aggregate_id","sequence") WHERE not "event_deliveries"."done";