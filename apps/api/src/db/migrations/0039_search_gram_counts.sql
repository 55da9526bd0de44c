CREATE TABLE "shop_search_gram_count_marks" (
	"tx" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_search_gram_counts" (
	"gram" text PRIMARY KEY NOT NULL,
	"shops" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_search_gram_deltas" (
	"tx" bigint NOT NULL,
	"gram" text NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shop_search_gram_deltas_tx_index" ON "shop_search_gram_deltas" USING btree ("tx");--> statement-breakpoint
-- The window counts (decision 020, fourth follow-up of 2026-12-07). Every change to the keyword
-- index (the refresh trigger of migration 0020, a shop's cascaded delete) notes its net change
-- per window for its transaction, and marks the transaction once; the mark's deferred trigger adds
-- the notes to the counts at commit, in window order, in one statement. Counting at once would
-- hold a broad window's row (every shop with 臺北) from a shop's first edit until its commit, and
-- two transactions editing several shops could take the rows in opposite orders.
CREATE FUNCTION shop_search_grams_note_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO shop_search_gram_deltas (tx, gram, delta)
      SELECT txid_current(), gram, count(*) FROM added GROUP BY gram;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO shop_search_gram_deltas (tx, gram, delta)
      SELECT txid_current(), gram, -count(*) FROM removed GROUP BY gram;
  END IF;
  INSERT INTO shop_search_gram_count_marks (tx) VALUES (txid_current()) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shop_search_grams_counts_insert AFTER INSERT ON shop_search_grams
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION shop_search_grams_note_counts();
--> statement-breakpoint
CREATE TRIGGER shop_search_grams_counts_update AFTER UPDATE ON shop_search_grams
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION shop_search_grams_note_counts();
--> statement-breakpoint
CREATE TRIGGER shop_search_grams_counts_delete AFTER DELETE ON shop_search_grams
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION shop_search_grams_note_counts();
--> statement-breakpoint
-- Emptied: nothing to count (a test database put back as migrated).
CREATE FUNCTION shop_search_grams_truncate_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM shop_search_gram_counts;
  DELETE FROM shop_search_gram_deltas;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shop_search_grams_counts_truncate AFTER TRUNCATE ON shop_search_grams
  FOR EACH STATEMENT EXECUTE FUNCTION shop_search_grams_truncate_counts();
--> statement-breakpoint
CREATE FUNCTION shop_search_gram_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM shop_search_gram_count_marks WHERE tx = NEW.tx;
  WITH noted AS (DELETE FROM shop_search_gram_deltas WHERE tx = NEW.tx RETURNING gram, delta)
  INSERT INTO shop_search_gram_counts AS c (gram, shops)
    SELECT gram, sum(delta) FROM noted GROUP BY gram HAVING sum(delta) <> 0 ORDER BY gram
  ON CONFLICT (gram) DO UPDATE SET shops = c.shops + excluded.shops;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER shop_search_gram_counts_at_commit AFTER INSERT ON shop_search_gram_count_marks
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION shop_search_gram_counts_apply();
--> statement-breakpoint
INSERT INTO shop_search_gram_counts (gram, shops)
  SELECT gram, count(*) FROM shop_search_grams GROUP BY gram;
