CREATE TABLE "instalments" (
	"order_id" bigint NOT NULL,
	"period_no" integer NOT NULL,
	"principal" bigint NOT NULL,
	"interest" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"due_offset_days" integer NOT NULL,
	"due_date" date,
	CONSTRAINT "instalments_order_id_period_no_pk" PRIMARY KEY("order_id","period_no")
);
--> statement-breakpoint
CREATE TABLE "ops_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor" text NOT NULL,
	"command" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ok" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"actor" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"borrower_id" bigint NOT NULL,
	"card_type" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"channel_number" text DEFAULT '' NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"account_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"account_id" bigint,
	"outcome" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracked_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"borrower_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "app_rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "term_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "periods" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "interest" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "service_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_repayable" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "apr_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payout_account_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "disbursed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "grace_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deferral_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deferral_fee_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_borrower_id_borrowers_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_account_id_payout_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_events" ADD CONSTRAINT "tracked_events_borrower_id_borrowers_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ops_actions_created_idx" ON "ops_actions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_one_current" ON "payout_accounts" USING btree ("borrower_id") WHERE "payout_accounts"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "payouts_order_idx" ON "payouts" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_open_per_borrower" ON "orders" USING btree ("borrower_id") WHERE "orders"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","updated_at");