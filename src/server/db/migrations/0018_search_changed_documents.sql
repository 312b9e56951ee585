-- Announcements on 'search_changed' name the documents that changed ('documents:<id>,<id>'), so each
-- instance's in-process search index (docs/decisions/032-in-process-search-index.md) reloads only
-- those. An empty payload (too many documents for one notification) still means "anything may have
-- changed". A statement that changed no rows announces nothing.
CREATE FUNCTION search_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT document_id::text, ',') INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT document_id::text, ',') INTO ids FROM old_rows;
  ELSE
    SELECT string_agg(DISTINCT document_id::text, ',') INTO ids
    FROM (SELECT document_id FROM old_rows UNION ALL SELECT document_id FROM new_rows) r;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('search_changed', CASE WHEN length(ids) > 7000 THEN '' ELSE 'documents:' || ids END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION search_changed_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('search_changed', 'documents:' || (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER passages_search_changed ON passages;
--> statement-breakpoint
CREATE TRIGGER passages_search_changed_insert AFTER INSERT ON passages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_rows();
--> statement-breakpoint
CREATE TRIGGER passages_search_changed_update AFTER UPDATE ON passages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_rows();
--> statement-breakpoint
CREATE TRIGGER passages_search_changed_delete AFTER DELETE ON passages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_rows();
--> statement-breakpoint
DROP TRIGGER document_personas_search_changed ON document_personas;
--> statement-breakpoint
CREATE TRIGGER document_personas_search_changed_insert AFTER INSERT ON document_personas
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_rows();
--> statement-breakpoint
CREATE TRIGGER document_personas_search_changed_update AFTER UPDATE ON document_personas
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_rows();
--> statement-breakpoint
CREATE TRIGGER document_personas_search_changed_delete AFTER DELETE ON document_personas
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_rows();
--> statement-breakpoint
DROP TRIGGER documents_search_changed ON documents;
--> statement-breakpoint
CREATE TRIGGER documents_search_changed AFTER UPDATE OF status, title OR DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION search_changed_document();
--> statement-breakpoint
DROP FUNCTION search_changed_notify();
