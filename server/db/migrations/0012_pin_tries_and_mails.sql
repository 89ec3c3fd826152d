CREATE TABLE "pin_code_tries" (
	"code_id" integer NOT NULL,
	"address" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pin_code_tries_code_id_address_pk" PRIMARY KEY("code_id","address")
);
--> statement-breakpoint
CREATE TABLE "pin_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"language" text NOT NULL,
	"sealed_pin" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pin_mails_code_id_unique" UNIQUE("code_id")
);
--> statement-breakpoint
ALTER TABLE "pin_code_tries" ADD CONSTRAINT "pin_code_tries_code_id_pin_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."pin_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_mails" ADD CONSTRAINT "pin_mails_code_id_pin_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."pin_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pin_mails_due_idx" ON "pin_mails" USING btree ("next_attempt_at") WHERE "pin_mails"."sent_at" is null and "pin_mails"."failed_at" is null;