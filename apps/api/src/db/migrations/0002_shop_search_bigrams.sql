-- Keyword search by character bigrams (the pg_bigm idea, in plain SQL so PGlite runs it too):
-- the distinct two-character windows of a text. IMMUTABLE so a generated column may use it.
CREATE FUNCTION search_bigrams(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce(array_agg(DISTINCT substr(t, i, 2)), '{}') FROM generate_series(1, length(t) - 1) AS i $$;
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "search_bigrams" text[] GENERATED ALWAYS AS (search_bigrams(search_text)) STORED;--> statement-breakpoint
CREATE INDEX "shops_search_bigrams_idx" ON "shops" USING gin ("search_bigrams");
