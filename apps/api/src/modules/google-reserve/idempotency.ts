import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { googleReserveRequests } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** An answer as it is sent: HTTP status and JSON body. */
export type Answer = { status: number; body: unknown };

/**
 * A claim with no answer this long after it was made belongs to a request that died (the
 * process stopped): a retry takes it over. Far longer than any CreateBooking takes.
 */
const ABANDONED_MS = 2 * 60_000;

/** JSON with object keys sorted: the same request always gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Our error body, as every other route answers it. */
export function errorAnswer(status: number, code: string, message: string): Answer {
  return { status, body: { error: { code, message } } };
}

/**
 * Runs a CreateBooking once per idempotency token. The token is claimed first, in its own
 * statement, so a duplicate arriving while the first still runs (or after Google gave up on it)
 * never books again: it gets 409 until the first answer is stored, then that answer. The
 * answer (a booking, a booking_failure or a 400) is kept for good; an unexpected error frees
 * the token so Google's retry can book.
 */
export async function onceForToken(
  db: Db,
  { token, request }: { token: string; request: unknown },
  run: () => Promise<Answer>,
): Promise<Answer> {
  const fingerprint = createHash('sha256').update(canonical(request)).digest('hex');
  const now = new Date();
  const [claimed] = await db
    .insert(googleReserveRequests)
    .values({ idempotencyToken: token, fingerprint, claimedAt: now })
    .onConflictDoNothing()
    .returning({ token: googleReserveRequests.idempotencyToken });
  if (!claimed) {
    const [row] = await db
      .select()
      .from(googleReserveRequests)
      .where(eq(googleReserveRequests.idempotencyToken, token));
    if (!row)
      return errorAnswer(
        409,
        'E_IDEMPOTENCY_IN_PROGRESS',
        'a request with this idempotency_token is still running',
      );
    if (row.fingerprint !== fingerprint) {
      return errorAnswer(400, 'E_VALIDATION', 'idempotency_token was used for another request');
    }
    if (row.status !== null) return { status: row.status, body: row.answer };
    const [takenOver] = await db
      .update(googleReserveRequests)
      .set({ claimedAt: now })
      .where(
        and(
          eq(googleReserveRequests.idempotencyToken, token),
          isNull(googleReserveRequests.status),
          eq(googleReserveRequests.claimedAt, row.claimedAt),
          lt(googleReserveRequests.claimedAt, new Date(now.getTime() - ABANDONED_MS)),
        ),
      )
      .returning({ token: googleReserveRequests.idempotencyToken });
    if (!takenOver)
      return errorAnswer(
        409,
        'E_IDEMPOTENCY_IN_PROGRESS',
        'a request with this idempotency_token is still running',
      );
  }
  let answer: Answer;
  try {
    answer = await run();
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) {
      await db
        .delete(googleReserveRequests)
        .where(
          and(
            eq(googleReserveRequests.idempotencyToken, token),
            isNull(googleReserveRequests.status),
          ),
        );
      throw error;
    }
    // Bad arguments stay bad: the same token always answers the same 400.
    answer = errorAnswer(400, error.code, error.message);
  }
  await db
    .update(googleReserveRequests)
    .set({ status: answer.status, answer: answer.body })
    .where(eq(googleReserveRequests.idempotencyToken, token));
  return answer;
}
