CREATE TABLE "ussd_languages" (
	"phone" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ussd_pins" (
	"borrower_id" bigint NOT NULL,
	"hash" text NOT NULL,
	"salt" text NOT NULL,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"set_at" timestamp with time zone NOT NULL,
	"last_checked" text
);
--> statement-breakpoint
ALTER TABLE "ussd_pins" ADD CONSTRAINT "ussd_pins_borrower_id_borrowers_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ussd_pins_borrower_key" ON "ussd_pins" USING btree ("borrower_id");