import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, primaryId } from './columns';

/**
 * Uploaded files no row points at any more: a photo or picture replaced, deleted, or gone with
 * its owner (a shop, an operator, a product). Written by triggers in the transaction that let go
 * of the URL (migration 0018), so every way a URL is dropped is seen, cascades included, and a
 * rolled-back change retires nothing; the `retire-uploads` job removes the files and this row.
 */
export const retiredUploads = pgTable(
  'retired_uploads',
  {
    id: primaryId(),
    /** The public URL as stored (`/uploads/<key>`). */
    url: text().notNull(),
    retiredAt: instant().notNull().defaultNow(),
  },
  (t) => [index().on(t.retiredAt)],
);
