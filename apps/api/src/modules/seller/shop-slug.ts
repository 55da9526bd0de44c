import { ERROR_CODES, URL_SLUG_PATTERN } from '@haoyue/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** Slugs that would shadow pages or look official. */
const RESERVED_SLUGS = new Set([
  'admin',
  'api',
  'booking',
  'dashboard',
  'haoyue',
  'help',
  'line',
  'login',
  'orders',
  'search',
  'shop',
  'support',
  'user',
  'v1',
]);

/** Whether a URL slug can be used (by `shopId` when editing that shop), and why not. */
export async function checkSlug(
  db: Db,
  { urlSlug, shopId }: { urlSlug: string; shopId?: number | undefined },
): Promise<{ available: boolean; reason: string | null }> {
  const slug = urlSlug.trim().toLowerCase();
  if (!URL_SLUG_PATTERN.test(slug)) {
    return { available: false, reason: '只能用小寫英數字與連字號，頭尾不可為連字號' };
  }
  if (RESERVED_SLUGS.has(slug)) return { available: false, reason: '這個網址代稱保留給系統使用' };
  const [taken] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.urlSlug, slug), shopId ? ne(shops.id, shopId) : undefined));
  return taken
    ? { available: false, reason: '這個網址代稱已被使用' }
    : { available: true, reason: null };
}

/** 409 E_SLUG_TAKEN on urlSlug, with the reason, unless the slug can be used. */
export async function assertSlugFree(
  db: Db,
  options: { urlSlug: string; shopId?: number | undefined },
): Promise<void> {
  const { available, reason } = await checkSlug(db, options);
  if (!available) throw slugTaken(reason ?? '網址代稱不可用');
}

/** The 409 answered for a slug that cannot be used. */
export function slugTaken(reason: string): AppError {
  return AppError.of(ERROR_CODES.SLUG_TAKEN, reason, 'urlSlug');
}
