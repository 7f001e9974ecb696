CREATE TABLE "complaint_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"borrower_id" bigint,
	"role" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"complaint_id" bigint,
	"position" integer DEFAULT 0 NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_reference_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"borrower_id" bigint NOT NULL,
	"reference" text NOT NULL,
	"problem_type" smallint NOT NULL,
	"problem_son_type" smallint,
	"order_id" bigint,
	"detail" text NOT NULL,
	"language" text NOT NULL,
	"content_hash" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"reply_by" date NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"replied_at" timestamp with time zone,
	"replied_by" text,
	"score" smallint,
	"scored_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaint_images" ADD CONSTRAINT "complaint_images_borrower_id_borrowers_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_images" ADD CONSTRAINT "complaint_images_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_borrower_id_borrowers_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_images_token" ON "complaint_images" USING btree ("token");--> statement-breakpoint
CREATE INDEX "complaint_images_complaint_idx" ON "complaint_images" USING btree ("complaint_id","position");--> statement-breakpoint
CREATE INDEX "complaint_images_unused_idx" ON "complaint_images" USING btree ("borrower_id","created_at") WHERE "complaint_images"."complaint_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_reference" ON "complaints" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_one_open_per_content" ON "complaints" USING btree ("borrower_id","content_hash") WHERE "complaints"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "complaints_borrower_idx" ON "complaints" USING btree ("borrower_id","id");--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status","id");