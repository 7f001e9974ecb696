CREATE INDEX "complaints_open_reply_by_idx" ON "complaints" USING btree ("reply_by","id") WHERE "complaints"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "complaints_created_idx" ON "complaints" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_events_left_review_idx" ON "order_events" USING btree ("created_at") WHERE "order_events"."from_status" = 21;--> statement-breakpoint
CREATE INDEX "orders_queue_idx" ON "orders" USING btree ("status","id") WHERE "orders"."status" in (21, 151);--> statement-breakpoint
CREATE INDEX "orders_repaying_idx" ON "orders" USING btree ("id") WHERE "orders"."status" = 170 and "orders"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payouts_succeeded_idx" ON "payouts" USING btree (coalesce("settled_at", "created_at")) WHERE "payouts"."outcome" = 'succeeded';--> statement-breakpoint
CREATE INDEX "ops_actions_target_idx" ON "ops_actions" USING btree ("target","id");--> statement-breakpoint
CREATE INDEX "outbox_sms_phone_idx" ON "outbox" USING btree (("payload"->>'phone'),"id") WHERE "outbox"."kind" = 'sms';--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trades_pay_code_idx" ON "trades" USING btree ("pay_code") WHERE "trades"."pay_code" <> '';--> statement-breakpoint
CREATE INDEX "utr_submissions_pending_idx" ON "utr_submissions" USING btree ("id") WHERE "utr_submissions"."state" = 'pending';