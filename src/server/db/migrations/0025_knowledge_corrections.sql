-- Knowledge the operator can correct (issue 36): a document's content hash recognises the same PDF
-- uploaded again; a passage can be switched off or edited; how often each passage reached the coach is
-- counted in a table of its own, so counting touches neither the search triggers nor the index.
CREATE TABLE "passage_hits" (
	"passage_id" bigint PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "passages" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "passages" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "passage_hits" ADD CONSTRAINT "passage_hits_passage_id_passages_id_fk" FOREIGN KEY ("passage_id") REFERENCES "public"."passages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_content_hash_idx" ON "documents" USING btree ("content_hash");