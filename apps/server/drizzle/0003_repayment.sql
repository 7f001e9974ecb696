CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"payment_id" bigint,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"deferral_days" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text DEFAULT '' NOT NULL,
	"trade_no" text DEFAULT '' NOT NULL,
	"amount" bigint,
	"outcome" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"trade_id" bigint NOT NULL,
	"reference" text NOT NULL,
	"source" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_collections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trade_no" text NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"pay_code" text NOT NULL,
	"page_token" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"return_path" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"body" text NOT NULL,
	"deliveries_wanted" integer DEFAULT 1 NOT NULL,
	"deliveries" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trade_no" text NOT NULL,
	"order_id" bigint NOT NULL,
	"borrower_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"payer_account" text DEFAULT '' NOT NULL,
	"repay_type" text NOT NULL,
	"pay_code" text DEFAULT '' NOT NULL,
	"pay_url" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "utr_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"utr" text NOT NULL,
	"order_id" bigint NOT NULL,
	"trade_id" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_borrower_id_borrowers_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utr_submissions" ADD CONSTRAINT "utr_submissions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utr_submissions" ADD CONSTRAINT "utr_submissions_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "payment_notifications_trade_idx" ON "payment_notifications" USING btree ("trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_collections_trade_no" ON "sandbox_collections" USING btree ("trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_collections_pay_code" ON "sandbox_collections" USING btree ("pay_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_collections_page_token" ON "sandbox_collections" USING btree ("page_token");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_notifications_event_id" ON "sandbox_notifications" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "sandbox_notifications_due_idx" ON "sandbox_notifications" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trades_trade_no" ON "trades" USING btree ("trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "trades_one_open_per_order" ON "trades" USING btree ("order_id") WHERE "trades"."state" = 'open';--> statement-breakpoint
CREATE INDEX "trades_order_idx" ON "trades" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "utr_submissions_utr" ON "utr_submissions" USING btree ("utr");--> statement-breakpoint
CREATE INDEX "utr_submissions_order_idx" ON "utr_submissions" USING btree ("order_id");