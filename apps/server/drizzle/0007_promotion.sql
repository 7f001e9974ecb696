CREATE TABLE "promotion_captchas" (
	"sid" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"spent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotion_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"template_id" integer NOT NULL,
	"user_from" text NOT NULL,
	"app_from" text NOT NULL,
	"utm_tag" text NOT NULL,
	"client_type" text NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_registrations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"borrower_id" bigint NOT NULL,
	"template_id" integer NOT NULL,
	"user_from" text NOT NULL,
	"app_from" text NOT NULL,
	"utm_tag" text NOT NULL,
	"invite_code" text NOT NULL,
	"user_name" text NOT NULL,
	"app_name" text NOT NULL,
	"merchant_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_sms_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"address" text NOT NULL,
	"template_id" integer,
	"utm_tag" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotion_templates" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"benefits" jsonb NOT NULL,
	"button_text" jsonb NOT NULL,
	"banner" text NOT NULL,
	"colour" text NOT NULL,
	"android_url" text NOT NULL,
	"ios_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotion_events" ADD CONSTRAINT "promotion_events_template_id_promotion_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."promotion_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_registrations" ADD CONSTRAINT "promotion_registrations_borrower_id_borrowers_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_registrations" ADD CONSTRAINT "promotion_registrations_template_id_promotion_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."promotion_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_sms_codes" ADD CONSTRAINT "promotion_sms_codes_template_id_promotion_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."promotion_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_captchas_expires_idx" ON "promotion_captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "promotion_events_template_idx" ON "promotion_events" USING btree ("template_id","utm_tag");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_registrations_borrower_key" ON "promotion_registrations" USING btree ("borrower_id");--> statement-breakpoint
CREATE INDEX "promotion_registrations_template_idx" ON "promotion_registrations" USING btree ("template_id","utm_tag");--> statement-breakpoint
CREATE INDEX "promotion_sms_codes_phone_idx" ON "promotion_sms_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "promotion_sms_codes_address_idx" ON "promotion_sms_codes" USING btree ("address","created_at");