DROP INDEX "event_deliveries_aggregate_order";--> statement-breakpoint
DROP INDEX "event_deliveries_due";--> statement-breakpoint
CREATE INDEX "event_deliveries_retrying" ON "event_deliveries" USING btree ("subscriber","aggregate_type","aggregate_id","sequence") WHERE "event_deliveries"."attempts" > 0 and "event_deliveries"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "event_deliveries_due" ON "event_deliveries" USING btree ("event_id") WHERE not "event_deliveries"."done";