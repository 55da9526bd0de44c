import { ERROR_CODES, ERROR_STATUS } from '@haoyue/contracts';
import { AppError } from '../../lib/errors';
import type { RateLimitStore } from '../../lib/rate-limit-store';

/** 429 with the wait in seconds; the error handler turns it into Retry-After. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super({
      statusCode: ERROR_STATUS.E_RATE_LIMITED,
      code: ERROR_CODES.RATE_LIMITED,
      message: `操作太頻繁，請於 ${retryAfterSeconds} 秒後再試`,
    });
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export interface EnforceLimitInput {
  store: RateLimitStore;
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts one event against `limit` per window and refuses (429) beyond it. The count is one
 * atomic increment, so simultaneous requests cannot slip past the limit together.
 */
export async function enforceLimit({
  store,
  key,
  limit,
  windowMs,
}: EnforceLimitInput): Promise<void> {
  const { count, resetInMs } = await store.hit(key, windowMs);
  if (count > limit) throw new RateLimitedError(seconds(resetInMs));
}

type Backoff = { threshold: number; windowMs: number; capMs: number };

/** Lock length after the n-th consecutive failure: 1 s, 2 s, 4 s… from the threshold on. */
const lockMs = (failures: number, b: Backoff) =>
  Math.min(2 ** Math.max(0, failures - b.threshold) * 1000, b.capMs);

/**
 * Reserves one attempt under progressive back-off, before the (slow) check runs. Every attempt
 * counts as a failure until {@link clearFailures}; the first `threshold` are free. Beyond, an
 * attempt passes only as the first through a gate that each failure re-opens for longer, so
 * a burst of parallel guesses gets one try per lock period, not one each.
 */
export async function reserveAttempt(
  store: RateLimitStore,
  key: string,
  b: Backoff,
): Promise<void> {
  const { count } = await store.hit(`fail:${key}`, b.windowMs);
  if (count <= b.threshold) return;
  const gate = await store.hit(`gate:${key}`, lockMs(count - 1, b));
  if (gate.count > 1) throw new RateLimitedError(seconds(gate.resetInMs));
}

/** After a failed attempt at or past the threshold: opens the gate for the next lock period. */
export async function recordFailure(store: RateLimitStore, key: string, b: Backoff): Promise<void> {
  const failures = await store.get(`fail:${key}`);
  if (failures && failures.count >= b.threshold) {
    await store.hit(`gate:${key}`, lockMs(failures.count, b));
  }
}

/** Forgets failures after a success. */
export async function clearFailures(store: RateLimitStore, key: string): Promise<void> {
  await Promise.all([store.reset(`fail:${key}`), store.reset(`gate:${key}`)]);
}

/**
 * Failure-only counting, for keys many legitimate users share (an IP: a salon's Wi-Fi, a
 * mobile carrier's NAT). Successes cost nothing; once `threshold` failures fall in the window,
 * each further failure locks the key for 1 s, 2 s, 4 s… during which every attempt is refused.
 */
export async function assertNotLocked(store: RateLimitStore, key: string): Promise<void> {
  const gate = await store.get(`gate:${key}`);
  if (gate) throw new RateLimitedError(seconds(gate.resetInMs));
}

export async function countFailure(store: RateLimitStore, key: string, b: Backoff): Promise<void> {
  const { count } = await store.hit(`fail:${key}`, b.windowMs);
  if (count >= b.threshold) await store.hit(`gate:${key}`, lockMs(count, b));
}
