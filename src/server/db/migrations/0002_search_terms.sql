CREATE TABLE "search_terms" (
	"language" text NOT NULL,
	"lexeme" text NOT NULL,
	"df" integer NOT NULL,
	CONSTRAINT "search_terms_language_lexeme_pk" PRIMARY KEY("language","lexeme")
);
--> statement-breakpoint
CREATE TABLE "search_totals" (
	"language" text PRIMARY KEY NOT NULL,
	"passages" integer NOT NULL
);
--> statement-breakpoint
-- Term statistics follow every change to passages, whichever code path makes it
-- (ingestion, re-indexing, the cascade of a document delete). The transaction-level
-- advisory lock serialises concurrent writers, so two ingestions on two instances
-- never deadlock on the same terms.
CREATE FUNCTION search_terms_maintain() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727275);
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE search_terms t SET df = t.df - o.n
    FROM (SELECT language, lexeme, count(*)::int AS n
          FROM old_rows, unnest(tsvector_to_array(tsv)) AS lexeme GROUP BY 1, 2) o
    WHERE t.language = o.language AND t.lexeme = o.lexeme;
    DELETE FROM search_terms WHERE df <= 0;
    UPDATE search_totals t SET passages = t.passages - o.n
    FROM (SELECT language, count(*)::int AS n FROM old_rows GROUP BY 1) o
    WHERE t.language = o.language;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO search_terms (language, lexeme, df)
    SELECT language, lexeme, count(*)::int FROM new_rows, unnest(tsvector_to_array(tsv)) AS lexeme
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (language, lexeme) DO UPDATE SET df = search_terms.df + excluded.df;
    INSERT INTO search_totals (language, passages)
    SELECT language, count(*)::int FROM new_rows GROUP BY 1
    ON CONFLICT (language) DO UPDATE SET passages = search_totals.passages + excluded.passages;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER passages_terms_insert AFTER INSERT ON passages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_maintain();
--> statement-breakpoint
CREATE TRIGGER passages_terms_delete AFTER DELETE ON passages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_maintain();
--> statement-breakpoint
CREATE TRIGGER passages_terms_update AFTER UPDATE ON passages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_maintain();
--> statement-breakpoint
INSERT INTO search_terms (language, lexeme, df)
SELECT language, lexeme, count(*)::int FROM passages, unnest(tsvector_to_array(tsv)) AS lexeme GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO search_totals (language, passages) SELECT language, count(*)::int FROM passages GROUP BY 1;
