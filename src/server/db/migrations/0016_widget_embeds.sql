CREATE TABLE "persona_embeds" (
	"persona_id" uuid PRIMARY KEY NOT NULL,
	"allowed_origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" text NOT NULL,
	"language" text NOT NULL,
	"label_de" text NOT NULL,
	"label_en" text NOT NULL,
	"background" text NOT NULL,
	"foreground" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "embed_origin" text;--> statement-breakpoint
ALTER TABLE "persona_embeds" ADD CONSTRAINT "persona_embeds_persona_id_personas_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."personas"("id") ON DELETE cascade ON UPDATE no action;