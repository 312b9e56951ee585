-- Inquiries get a status the console sets (new, in-progress, done) and the time they were done:
-- housekeeping deletes a done inquiry after the owner's retention period (privacy policy: deleted once dealt with).
ALTER TABLE "inquiries" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "inquiries_done_idx" ON "inquiries" USING btree ("done_at");