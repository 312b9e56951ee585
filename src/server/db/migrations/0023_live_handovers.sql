-- On-call escalation (decision 046): operators on duty, handovers of a visitor to a person (no text),
-- and the text of a handed-over conversation while it is live (deleted when the handover closes).
CREATE TABLE "live_duty" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_handovers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"risk" text,
	"lang" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"account_id" uuid,
	"operator_name" text,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"handover_id" uuid NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"risk" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_duty" ADD CONSTRAINT "live_duty_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_handovers" ADD CONSTRAINT "live_handovers_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_handovers" ADD CONSTRAINT "live_handovers_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_messages" ADD CONSTRAINT "live_messages_handover_id_live_handovers_id_fk" FOREIGN KEY ("handover_id") REFERENCES "public"."live_handovers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_handovers_status_idx" ON "live_handovers" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "live_handovers_open_idx" ON "live_handovers" USING btree ("conversation_id") WHERE status IN ('waiting', 'held');--> statement-breakpoint
CREATE INDEX "live_messages_handover_idx" ON "live_messages" USING btree ("handover_id","id");