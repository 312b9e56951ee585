ALTER TABLE "conversations" ADD COLUMN "voice_turns" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "unanswered_turns" integer DEFAULT 0 NOT NULL;