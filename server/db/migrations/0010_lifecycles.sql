DROP INDEX "packages_tracking_idx";--> statement-breakpoint
DROP INDEX "shipment_events_shipment_idx";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "response_headers" jsonb;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "response_body" text;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "tracking_key" text GENERATED ALWAYS AS (upper(regexp_replace(tracking, '[[:space:]-]+', '', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "pre_alerts" ADD COLUMN "tracking_key" text GENERATED ALWAYS AS (upper(regexp_replace(tracking, '[[:space:]-]+', '', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD COLUMN "occurred_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The events recorded before this migration happened when they were recorded.
UPDATE "shipment_events" SET "occurred_at" = "created_at";--> statement-breakpoint
ALTER TABLE "shipment_events" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD COLUMN "correction_reason" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "tracking_key" text GENERATED ALWAYS AS (upper(regexp_replace(tracking, '[[:space:]-]+', '', 'g'))) STORED;--> statement-breakpoint
-- Two received packages whose trackings differ only by case, spaces or dashes are one parcel twice:
-- the unique index below cannot be made, and the rows are named so the company can merge them.
DO $$
DECLARE clash text;
BEGIN
  SELECT string_agg(format('%s (packages %s)', tracking_key, ids), '; ') INTO clash
  FROM (
    SELECT tracking_key, string_agg(id::text, ', ' ORDER BY id) AS ids
    FROM "packages"
    WHERE "status" NOT IN ('PRE_ALERTED', 'NEVER_ARRIVED')
    GROUP BY tracking_key
    HAVING count(*) > 1
  ) AS twice;
  IF clash IS NOT NULL THEN
    RAISE EXCEPTION 'received packages share a tracking number once upper-cased without spaces or dashes: %', clash;
  END IF;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "packages_received_tracking_idx" ON "packages" USING btree ("tracking_key") WHERE "packages"."status" not in ('PRE_ALERTED', 'NEVER_ARRIVED');--> statement-breakpoint
CREATE INDEX "pre_alerts_tracking_key_idx" ON "pre_alerts" USING btree ("tracking_key");--> statement-breakpoint
CREATE INDEX "shipments_tracking_key_idx" ON "shipments" USING btree ("tracking_key");--> statement-breakpoint
CREATE INDEX "packages_tracking_idx" ON "packages" USING btree ("tracking_key");--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","occurred_at");