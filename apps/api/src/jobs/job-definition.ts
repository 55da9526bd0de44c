/** A named background job: what to run and how often, on whichever instance claims it first. */
export type JobDefinition = {
  /** Unique across the app; the primary key of its row in `jobs`. */
  name: string;
  /** From the start of one successful run to the next; also the longest retry back-off. */
  intervalMs: number;
  /**
   * How long a run may hold the job before another instance may take it over (an instance
   * that died mid-run holds it until then). Default: {@link DEFAULT_LEASE_MS}.
   */
  leaseMs?: number;
  /**
   * The work. Must stay idempotent: a run that outlives its lease, or whose instance dies after
   * the work but before recording it, is run again. Resolves to a summary of what it did
   * (a count), logged when not empty; rejects to record a failure and retry with back-off.
   */
  run(): Promise<unknown>;
};

/** Default lease: well above any run we have (a pass over a few hundred rows). */
export const DEFAULT_LEASE_MS = 5 * 60_000;

/** First retry delay after a failure; doubles with each further failure up to the interval. */
export const RETRY_BASE_MS = 5_000;

/** Delay before retrying a job that failed `failures` times in a row (≥ 1). */
export function retryDelayMs(failures: number, intervalMs: number): number {
  return Math.min(intervalMs, RETRY_BASE_MS * 2 ** Math.min(failures - 1, 30));
}
