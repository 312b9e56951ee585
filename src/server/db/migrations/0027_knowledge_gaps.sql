CREATE TABLE "knowledge_gaps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"lang" text NOT NULL,
	"terms" text[] NOT NULL,
	"asked_on" date DEFAULT now() NOT NULL,
	"covered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "knowledge_gaps_asked_idx" ON "knowledge_gaps" USING btree ("asked_on");