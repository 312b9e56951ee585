CREATE TABLE "web_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"kind" text NOT NULL,
	"page_limit" integer DEFAULT 1 NOT NULL,
	"refresh_hours" integer DEFAULT 24 NOT NULL,
	"status" text DEFAULT 'PROCESSING' NOT NULL,
	"error_code" text,
	"error_detail" text,
	"page_count" integer DEFAULT 0 NOT NULL,
	"failed_pages" integer DEFAULT 0 NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"next_fetch_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"claimed_by" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_sources_url_unique" UNIQUE("url")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "web_source_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "etag" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "last_modified" text;--> statement-breakpoint
ALTER TABLE "web_sources" ADD CONSTRAINT "web_sources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "web_sources_next_fetch_idx" ON "web_sources" USING btree ("next_fetch_at");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_web_source_id_web_sources_id_fk" FOREIGN KEY ("web_source_id") REFERENCES "public"."web_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_web_source_idx" ON "documents" USING btree ("web_source_id");