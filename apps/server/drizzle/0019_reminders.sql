CREATE TABLE "reminders" (
	"order_id" bigint NOT NULL,
	"period_no" integer NOT NULL,
	"kind" text NOT NULL,
	"outbox_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_order_id_period_no_kind_pk" PRIMARY KEY("order_id","period_no","kind")
);
--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "marketing_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "marketing_sms_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_outbox_key" ON "reminders" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "instalments_due_idx" ON "instalments" USING btree ("due_date") WHERE "instalments"."due_date" is not null;