CREATE TABLE "product_versions" (
	"product_id" integer NOT NULL,
	"version" integer NOT NULL,
	"amount_min" bigint NOT NULL,
	"amount_max" bigint NOT NULL,
	"term_days" integer NOT NULL,
	"periods" integer NOT NULL,
	"interest_rate_bp" integer NOT NULL,
	"service_fee_bp" integer NOT NULL,
	"overdue_penalty_daily_bp" integer NOT NULL,
	"grace_days" integer NOT NULL,
	"deferral_days" integer NOT NULL,
	"deferral_fee_bp" integer NOT NULL,
	"changed_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_versions_product_id_version_pk" PRIMARY KEY("product_id","version")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "product_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Every product so far becomes its version 1, the version its orders were signed with.
INSERT INTO "product_versions" ("product_id", "version", "amount_min", "amount_max", "term_days", "periods", "interest_rate_bp", "service_fee_bp", "overdue_penalty_daily_bp", "grace_days", "deferral_days", "deferral_fee_bp", "changed_by", "created_at")
SELECT "id", 1, "amount_min", "amount_max", "term_days", "periods", "interest_rate_bp", "service_fee_bp", "overdue_penalty_daily_bp", "grace_days", "deferral_days", "deferral_fee_bp", 'system', "created_at" FROM "products";--> statement-breakpoint
ALTER TABLE "product_versions" ADD CONSTRAINT "product_versions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_version_fk" FOREIGN KEY ("product_id","product_version") REFERENCES "public"."product_versions"("product_id","version") ON DELETE no action ON UPDATE no action;