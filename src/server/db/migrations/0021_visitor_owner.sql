-- The browser that holds a conversation, apart from the visitor the dashboard counts
-- (docs/decisions/016-honest-dashboard-figures.md, addendum): only it may continue, rate or withdraw it.
-- Conversations from before were held by the browser whose cookie named their visitor id.
ALTER TABLE "conversations" ADD COLUMN "owner_id" text;--> statement-breakpoint
UPDATE "conversations" SET "owner_id" = "visitor_id";
