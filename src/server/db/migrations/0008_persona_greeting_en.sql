ALTER TABLE "personas" ADD COLUMN "greeting_en" text;--> statement-breakpoint
ALTER TABLE "personas" ADD COLUMN "greeting_phonetic_en" text;--> statement-breakpoint
UPDATE "personas" SET "greeting_en" = 'Hello, this is Mia, nice to have you here, how can I help you today?', "greeting_phonetic_en" = 'Hello, this is Mee-ah. Nice to have you here! How can I help you today?' WHERE "is_default" AND "name" = 'Mia' AND "greeting_en" IS NULL;
