ALTER TABLE "sandbox_collections" ADD COLUMN "paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_collections" ADD COLUMN "in_parts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A collection paid before parts were kept was paid whole; one opened before keeps being paid once.
UPDATE "sandbox_collections" SET "paid" = "amount" WHERE "state" = 'paid';
