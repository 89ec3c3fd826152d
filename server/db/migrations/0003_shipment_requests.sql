CREATE SEQUENCE "public"."shipment_tracking_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 200000 CACHE 1;--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"service" text NOT NULL,
	"rate" numeric(12, 2) NOT NULL,
	"transit_days_min" integer NOT NULL,
	"transit_days_max" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "quote" jsonb;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "declared_value" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_rates_country_service_idx" ON "shipping_rates" USING btree ("country_id","service");