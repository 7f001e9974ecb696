ALTER TABLE "reminders" DROP CONSTRAINT "reminders_outbox_id_outbox_id_fk";
--> statement-breakpoint
ALTER TABLE "reminders" ALTER COLUMN "outbox_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;