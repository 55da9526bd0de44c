CREATE TABLE "retired_uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retired_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"url" text NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "retired_uploads_retired_at_index" ON "retired_uploads" USING btree ("retired_at");--> statement-breakpoint
-- An uploaded file's URL let go of (TG_ARGV[0] names the column): replaced by another or deleted
-- with its row, however the row went (cascades included). Checked and demo pictures (/static/)
-- are not ours to remove; only /uploads/ URLs are retired.
CREATE FUNCTION retire_upload() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO retired_uploads (url) VALUES (to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The columns that hold an uploaded file's URL (retire-uploads.ts lists the same), each with a
-- trigger for a changed URL and one for a deleted row: <name>_replaced and <name>_deleted.
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN SELECT * FROM (VALUES
    ('users', 'photo_url', 'users_photo'),
    ('operators', 'avatar_url', 'operators_avatar'),
    ('industries', 'image_url', 'industries_image'),
    ('shop_images', 'url', 'shop_images'),
    ('product_images', 'url', 'product_images'),
    ('booking_images', 'url', 'booking_images')
  ) AS v(tbl, col, name) LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE OF %I ON %I FOR EACH ROW '
      'WHEN (OLD.%I LIKE ''/uploads/%%'' AND OLD.%I IS DISTINCT FROM NEW.%I) '
      'EXECUTE FUNCTION retire_upload(%L)',
      c.name || '_replaced', c.col, c.tbl, c.col, c.col, c.col, c.col);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER DELETE ON %I FOR EACH ROW '
      'WHEN (OLD.%I LIKE ''/uploads/%%'') EXECUTE FUNCTION retire_upload(%L)',
      c.name || '_deleted', c.tbl, c.col, c.col);
  END LOOP;
END $$;
