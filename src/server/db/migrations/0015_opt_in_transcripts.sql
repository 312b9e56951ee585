CREATE TABLE "transcript_turns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"voice" boolean NOT NULL,
	"crisis" boolean NOT NULL,
	"visitor_text" text NOT NULL,
	"coach_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transcript_turns" ADD CONSTRAINT "transcript_turns_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transcript_turns_conversation_idx" ON "transcript_turns" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "transcript_turns_at_idx" ON "transcript_turns" USING btree ("at");--> statement-breakpoint
ALTER TABLE "conversations" DROP COLUMN "transcript";