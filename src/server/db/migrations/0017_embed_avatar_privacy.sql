CREATE TABLE "persona_avatars" (
	"persona_id" uuid PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"version" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "persona_embeds" ADD COLUMN "privacy_url" text;--> statement-breakpoint
ALTER TABLE "persona_avatars" ADD CONSTRAINT "persona_avatars_persona_id_personas_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."personas"("id") ON DELETE cascade ON UPDATE no action;