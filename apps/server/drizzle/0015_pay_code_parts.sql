ALTER TABLE "sandbox_collections" ADD COLUMN "paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A collection paid before parts were kept was paid whole.
UPDATE "sandbox_collections" SET "paid" = "amount" WHERE "state" = 'paid';
