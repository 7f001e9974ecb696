ALTER TABLE "product_versions" ADD COLUMN "extra_terms" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "extra_terms" jsonb DEFAULT '[]'::jsonb NOT NULL;