import type {
  TAdminIndustry,
  TCreateIndustryRequest,
  TUpdateIndustryRequest,
} from '@haoyue/contracts';
import { asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { industries, shops } from '../../db/schema';
import type { CacheResets } from '../../lib/cache-resets';
import { AppError, firstOrNotFound, invalid } from '../../lib/errors';
import { violatesUnique } from '../../lib/pg-errors';
import {
  forgetSearchVocabulary,
  invalidateReference,
  refreshIndustrySearchText,
} from '../catalogue';
import { type AdminActor, fieldChanges, recordAdminAudit } from './audit';

/** What an industry change needs: the database, who acts, and the caches to empty after it. */
export interface IndustryContext {
  db: Db;
  caches: CacheResets;
}

const NOT_FOUND = '找不到這個產業';

type IndustryRow = typeof industries.$inferSelect;
/** What an admin changes: the request's fields, or a newly uploaded image's URL. */
type IndustryChanges = Omit<TUpdateIndustryRequest, 'imageUrl'> & { imageUrl?: string | null };

/** The fields an audit row compares (the image by its URL). */
function audited(row: IndustryRow) {
  return {
    name: row.name,
    slug: row.slug,
    searchWords: row.searchWords,
    imageUrl: row.imageUrl,
    hidden: row.hidden,
  };
}

/** Every industry with how many shops (any review status) have it, in display order. */
export async function listAdminIndustries(db: Db, ids?: number[]): Promise<TAdminIndustry[]> {
  const rows = await db
    .select({
      row: industries,
      // Qualified by hand: drizzle writes a one-table select's columns bare, and a bare `id` in
      // the subquery would be the shop's.
      shopCount:
        sql<number>`(select count(*) from ${shops} s where s.industry_id = industries.id)`.mapWith(
          Number,
        ),
    })
    .from(industries)
    .where(ids ? inArray(industries.id, ids) : undefined)
    .orderBy(asc(industries.position), asc(industries.id));
  return rows.map(({ row, shopCount }) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    searchWords: row.searchWords,
    imageUrl: row.imageUrl,
    position: row.position,
    hidden: row.hidden,
    shopCount,
  }));
}

async function oneIndustry(db: Db, id: number): Promise<TAdminIndustry> {
  const [industry] = await listAdminIndustries(db, [id]);
  if (!industry) throw AppError.of('E_NOT_FOUND', NOT_FOUND);
  return industry;
}

/** A duplicate name or slug (a concurrent write included) as the client's 409. */
function takenError(error: unknown): unknown {
  if (violatesUnique(error, 'industries_name_unique')) {
    return AppError.of('E_TAG_NAME_TAKEN', '已經有同名的產業', 'name');
  }
  if (violatesUnique(error, 'industries_slug_unique')) {
    return AppError.of('E_SLUG_TAKEN', '這個英文代稱已被其他產業使用', 'slug');
  }
  return error;
}

/**
 * After a committed change: the catalogue's in-process copies (the industries shop answers
 * embed, the search suggestions' vocabulary) and the public micro-caches are dropped, so the
 * home page and /industries show it on the next request.
 */
function forgetPublicCopies({ db, caches }: IndustryContext): void {
  invalidateReference(db);
  forgetSearchVocabulary(db);
  caches.resetAll();
}

/** Adds an industry at the end of the list, audited. */
export async function createIndustry(
  ctx: IndustryContext,
  input: { actor: AdminActor } & TCreateIndustryRequest,
): Promise<TAdminIndustry> {
  const { actor, ...fields } = input;
  const id = await ctx.db
    .transaction(async (tx) => {
      const [last] = await tx.select({ position: max(industries.position) }).from(industries);
      const position =
        last?.position === null || last?.position === undefined ? 0 : last.position + 1;
      const [row] = await tx
        .insert(industries)
        .values({ ...fields, position })
        .returning();
      await recordAdminAudit(tx as unknown as Db, {
        actor,
        action: 'industry.create',
        target: { type: 'industry', id: row!.id },
        after: audited(row!),
      });
      return row!.id;
    })
    .catch((error: unknown) => {
      throw takenError(error);
    });
  forgetPublicCopies(ctx);
  return oneIndustry(ctx.db, id);
}

/** Renames, hides or shows an industry, or takes its image off, audited (when anything changed). */
export async function updateIndustry(
  ctx: IndustryContext,
  input: { actor: AdminActor; industryId: number; changes: IndustryChanges },
): Promise<TAdminIndustry> {
  const { actor, industryId, changes } = input;
  await ctx.db
    .transaction(async (tx) => {
      const was = await firstOrNotFound(
        tx.select().from(industries).where(eq(industries.id, industryId)).for('update'),
        NOT_FOUND,
      );
      const [now] = await tx
        .update(industries)
        .set(changes)
        .where(eq(industries.id, industryId))
        .returning();
      const changed = fieldChanges(audited(was), audited(now!));
      if (!changed) return;
      if ('name' in changed.after || 'slug' in changed.after || 'searchWords' in changed.after) {
        await refreshIndustrySearchText(tx as unknown as Db, industryId);
      }
      await recordAdminAudit(tx as unknown as Db, {
        actor,
        action: verbOf(changed.after),
        target: { type: 'industry', id: industryId },
        ...changed,
      });
    })
    .catch((error: unknown) => {
      throw takenError(error);
    });
  forgetPublicCopies(ctx);
  return oneIndustry(ctx.db, industryId);
}

/** `industry.hide` / `industry.show` when only that changed, else `industry.update`. */
function verbOf(after: Record<string, unknown>): string {
  const keys = Object.keys(after);
  if (keys.length === 1 && keys[0] === 'hidden') {
    return after.hidden ? 'industry.hide' : 'industry.show';
  }
  return 'industry.update';
}

/** Puts every industry in the order of `ids` (exactly all of them), audited per moved one. */
export async function reorderIndustries(
  ctx: IndustryContext,
  input: { actor: AdminActor; ids: number[] },
): Promise<TAdminIndustry[]> {
  const { actor, ids } = input;
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: industries.id, position: industries.position })
      .from(industries)
      .orderBy(asc(industries.position), asc(industries.id))
      .for('update');
    const wanted = new Set(ids);
    if (
      wanted.size !== ids.length ||
      wanted.size !== rows.length ||
      rows.some((row) => !wanted.has(row.id))
    ) {
      throw invalid('ids', '產業清單已變更，請重新整理後再排序');
    }
    for (const [position, id] of ids.entries()) {
      const was = rows.find((row) => row.id === id)!;
      if (was.position === position) continue;
      await tx.update(industries).set({ position }).where(eq(industries.id, id));
      await recordAdminAudit(tx as unknown as Db, {
        actor,
        action: 'industry.reorder',
        target: { type: 'industry', id },
        before: { position: was.position },
        after: { position },
      });
    }
  });
  forgetPublicCopies(ctx);
  return listAdminIndustries(ctx.db);
}

/** Confirms the industry exists before its image is read (404 without taking the upload). */
export async function assertIndustry(db: Db, industryId: number): Promise<void> {
  await firstOrNotFound(
    db.select({ id: industries.id }).from(industries).where(eq(industries.id, industryId)),
    NOT_FOUND,
  );
}

/** Points the industry at a newly stored image, audited; the previous file is retired. */
export async function setIndustryImage(
  ctx: IndustryContext,
  input: { actor: AdminActor; industryId: number; imageUrl: string },
): Promise<TAdminIndustry> {
  return updateIndustry(ctx, {
    actor: input.actor,
    industryId: input.industryId,
    changes: { imageUrl: input.imageUrl },
  });
}
