-- Interest on the reducing balance (PRODUCT.md §19). Loans signed before keep their terms: every version
-- written so far is 'flat', and each product gets a new version, identical but 'reducing', that new
-- offers are priced on. New rows default to 'reducing'.
ALTER TABLE "product_versions" ADD COLUMN "interest_method" text DEFAULT 'flat' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "interest_method" text DEFAULT 'flat' NOT NULL;--> statement-breakpoint
INSERT INTO "product_versions" ("product_id", "version", "amount_min", "amount_max", "term_days", "periods", "interest_rate_bp", "service_fee_bp", "overdue_penalty_daily_bp", "grace_days", "deferral_days", "deferral_fee_bp", "interest_method", "changed_by")
  SELECT "id", "version" + 1, "amount_min", "amount_max", "term_days", "periods", "interest_rate_bp", "service_fee_bp", "overdue_penalty_daily_bp", "grace_days", "deferral_days", "deferral_fee_bp", 'reducing', 'system'
  FROM "products";--> statement-breakpoint
UPDATE "products" SET "version" = "version" + 1, "interest_method" = 'reducing';--> statement-breakpoint
ALTER TABLE "product_versions" ALTER COLUMN "interest_method" SET DEFAULT 'reducing';--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "interest_method" SET DEFAULT 'reducing';
