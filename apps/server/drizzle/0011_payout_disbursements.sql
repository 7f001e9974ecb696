ALTER TABLE "payouts" ADD COLUMN "reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "provider_ref" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_reference_key" ON "payouts" USING btree ("reference") WHERE "payouts"."reference" <> '';--> statement-breakpoint
CREATE INDEX "payouts_sending_idx" ON "payouts" USING btree ("created_at") WHERE "payouts"."outcome" = 'sending';