ALTER TABLE "tokens" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Tokens issued before this migration count from their issue: the safe side of an unknown last use.
UPDATE "tokens" SET "last_used_at" = "created_at";
