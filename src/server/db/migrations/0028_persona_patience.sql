ALTER TABLE "personas" ADD COLUMN "patience_min_ms" integer DEFAULT 350 NOT NULL;--> statement-breakpoint
ALTER TABLE "personas" ADD COLUMN "patience_max_ms" integer DEFAULT 1500 NOT NULL;