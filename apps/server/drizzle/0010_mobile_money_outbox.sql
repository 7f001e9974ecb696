CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"provider_ref" text DEFAULT '' NOT NULL,
	"delivery" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_wallet_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"wallet" text NOT NULL,
	"account" text NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider_ref" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"called_back_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "pushed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "provider_ref" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "fail_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_kind_key" ON "outbox" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_provider_ref_idx" ON "outbox" USING btree ("provider_ref") WHERE "outbox"."provider_ref" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_wallet_requests_reference" ON "sandbox_wallet_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "sandbox_wallet_requests_pending_idx" ON "sandbox_wallet_requests" USING btree ("expires_at") WHERE "sandbox_wallet_requests"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "trades_open_push_idx" ON "trades" USING btree ("created_at") WHERE "trades"."state" = 'open' and "trades"."repay_type" = 'PUSH';