import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lineSettings } from '../../db/schema';

/** How a call to LINE with a seller's channels went: through, or refused / not reached and why. */
export type LineCallOutcome = { ok: true } | { ok: false; message: string };

/**
 * Notes on the seller's LINE settings how a call to LINE went, for the admins' LINE channels
 * page: a success at most once a minute (every push would otherwise write the row), a failure
 * each time with LINE's message, counting failures since the last success. Never throws: a
 * failed note must not fail the call it describes.
 */
export async function recordLineCall(
  db: Db,
  sellerId: number,
  outcome: LineCallOutcome,
): Promise<void> {
  try {
    if (outcome.ok) {
      await db
        .update(lineSettings)
        .set({ lastSuccessAt: sql`now()`, failureCount: 0 })
        .where(
          sql`${lineSettings.sellerId} = ${sellerId} and (${lineSettings.failureCount} > 0
            or ${lineSettings.lastSuccessAt} is null
            or ${lineSettings.lastSuccessAt} < now() - interval '1 minute')`,
        );
    } else {
      await db
        .update(lineSettings)
        .set({
          lastFailureAt: sql`now()`,
          lastFailureMessage: outcome.message.slice(0, 300),
          failureCount: sql`${lineSettings.failureCount} + 1`,
        })
        .where(eq(lineSettings.sellerId, sellerId));
    }
  } catch {
    // Only a note: the call's own outcome stands.
  }
}

/** Runs a call to LINE with the seller's channels, noting how it went (see recordLineCall). */
export async function notingLineCall<T>(
  db: Db,
  sellerId: number,
  call: () => Promise<T>,
): Promise<T> {
  try {
    const result = await call();
    await recordLineCall(db, sellerId, { ok: true });
    return result;
  } catch (error) {
    // LINE's 409 to a retried push: an earlier try went through.
    if ((error as { alreadyAccepted?: boolean }).alreadyAccepted) {
      await recordLineCall(db, sellerId, { ok: true });
    } else {
      const message = error instanceof Error ? error.message : String(error);
      await recordLineCall(db, sellerId, { ok: false, message });
    }
    throw error;
  }
}
