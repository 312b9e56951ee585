-- Every change to what search can find is announced on the channel 'search_changed',
-- so each instance drops its cached results (search.ts). NOTIFY is sent at commit and
-- folded into one per transaction.
CREATE OR REPLACE FUNCTION search_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('search_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER passages_search_changed AFTER INSERT OR UPDATE OR DELETE ON passages
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed_notify();
--> statement-breakpoint
CREATE TRIGGER documents_search_changed AFTER UPDATE OF status, title OR DELETE ON documents
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed_notify();
