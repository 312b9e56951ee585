CREATE TABLE "document_personas" (
	"document_id" uuid NOT NULL,
	"persona_id" uuid NOT NULL,
	CONSTRAINT "document_personas_document_id_persona_id_pk" PRIMARY KEY("document_id","persona_id")
);
--> statement-breakpoint
ALTER TABLE "document_personas" ADD CONSTRAINT "document_personas_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_personas" ADD CONSTRAINT "document_personas_persona_id_personas_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."personas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_personas_persona_idx" ON "document_personas" USING btree ("persona_id");--> statement-breakpoint
-- Which personas a document serves changes what search finds for a persona: announce it like a change of passages (migration 0003).
CREATE TRIGGER document_personas_search_changed AFTER INSERT OR UPDATE OR DELETE ON document_personas
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed_notify();
