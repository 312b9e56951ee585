ALTER TABLE "passages" ADD COLUMN "embedding" "bytea";--> statement-breakpoint
ALTER TABLE "passages" ADD COLUMN "embedding_model" text;--> statement-breakpoint
CREATE INDEX "passages_embedding_model_idx" ON "passages" USING btree ("embedding_model");