-- Where a conversation stands in the careful-mode protocol (docs/decisions/035-graded-safety.md):
-- mode, why it is careful, which help is in view, which direct questions were asked. No message text.
ALTER TABLE "conversations" ADD COLUMN "safety" jsonb;
