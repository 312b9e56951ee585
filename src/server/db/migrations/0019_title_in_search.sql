-- A passage's search vector is its text followed by its document's title (without the file
-- extension): the title names the handout's topic, so every passage of "Lampenfieber.pdf" is found by
-- "Lampenfieber" (docs/decisions/034-titles-in-search.md). The database derives the vector itself
-- whenever a passage is written, whatever the statement supplied, so no code path can forget the title.
CREATE FUNCTION passage_title_words(title text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT translate(regexp_replace(coalesce(title, ''), '\.[A-Za-z0-9]{1,5}$', ''), '_', ' ')
$$;
--> statement-breakpoint
CREATE FUNCTION passages_tsv() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cfg regconfig := CASE NEW.language WHEN 'en' THEN 'english'::regconfig ELSE 'german'::regconfig END;
BEGIN
  NEW.tsv := to_tsvector(cfg, NEW.text)
    || to_tsvector(cfg, (SELECT passage_title_words(d.title) FROM documents d WHERE d.id = NEW.document_id));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER passages_tsv BEFORE INSERT OR UPDATE OF text, language, document_id ON passages
  FOR EACH ROW EXECUTE FUNCTION passages_tsv();
--> statement-breakpoint
UPDATE passages SET text = text;
