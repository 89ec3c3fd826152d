ALTER TABLE "payments" ADD COLUMN "recharge_percent" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "payments" SET "recharge_percent" = "payment_methods"."recharge_percent" FROM "payment_methods" WHERE "payment_methods"."id" = "payments"."payment_method_id";
