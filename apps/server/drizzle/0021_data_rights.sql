CREATE TABLE "consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"borrower_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"document" text NOT NULL,
	"title" text NOT NULL,
	"version" text NOT NULL,
	"text_hash" text NOT NULL,
	"language" text NOT NULL,
	"device" jsonb NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rights_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"borrower_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"detail" text,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"handled_by" bigint,
	"handled_at" timestamp with time zone,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "kept_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_borrower_id_borrowers_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rights_requests" ADD CONSTRAINT "rights_requests_borrower_id_borrowers_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consents_order_document_key" ON "consents" USING btree ("order_id","document");--> statement-breakpoint
CREATE INDEX "consents_borrower_idx" ON "consents" USING btree ("borrower_id");--> statement-breakpoint
CREATE INDEX "rights_requests_borrower_idx" ON "rights_requests" USING btree ("borrower_id","id");--> statement-breakpoint
CREATE INDEX "rights_requests_open_idx" ON "rights_requests" USING btree ("due_at") WHERE "rights_requests"."status" = 'open';