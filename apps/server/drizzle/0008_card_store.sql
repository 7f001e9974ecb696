CREATE TABLE "card_repayments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"borrower_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"card_id" bigint NOT NULL,
	"token_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"need_valid" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"code_hash" text DEFAULT '' NOT NULL,
	"code_expires_at" timestamp with time zone,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"trade_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "repay_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"borrower_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repayment_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"borrower_id" bigint NOT NULL,
	"vault_token" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_charges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"token" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"charge_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_vault" (
	"token" text PRIMARY KEY NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_repayments" ADD CONSTRAINT "card_repayments_borrower_id_borrowers_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_repayments" ADD CONSTRAINT "card_repayments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_repayments" ADD CONSTRAINT "card_repayments_card_id_repayment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."repayment_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_repayments" ADD CONSTRAINT "card_repayments_token_id_repay_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."repay_tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_repayments" ADD CONSTRAINT "card_repayments_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repay_tokens" ADD CONSTRAINT "repay_tokens_borrower_id_borrowers_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repay_tokens" ADD CONSTRAINT "repay_tokens_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayment_cards" ADD CONSTRAINT "repayment_cards_borrower_id_borrowers_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_repayments_token" ON "card_repayments" USING btree ("token_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_repayments_trade" ON "card_repayments" USING btree ("trade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_repayments_one_pending" ON "card_repayments" USING btree ("order_id") WHERE "card_repayments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "card_repayments_card_idx" ON "card_repayments" USING btree ("card_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "repay_tokens_hash" ON "repay_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "repay_tokens_expiry_idx" ON "repay_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "repayment_cards_vault_token" ON "repayment_cards" USING btree ("vault_token");--> statement-breakpoint
CREATE UNIQUE INDEX "repayment_cards_same_card" ON "repayment_cards" USING btree ("borrower_id","bank_code","last4","expiry_month","expiry_year");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_card_charges_reference" ON "sandbox_card_charges" USING btree ("reference");