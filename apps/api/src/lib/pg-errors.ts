/** PostgreSQL error codes the API turns into answers. */
export const PG = {
  UNIQUE_VIOLATION: '23505',
  FOREIGN_KEY_VIOLATION: '23503',
  EXCLUSION_VIOLATION: '23P01',
  DEADLOCK_DETECTED: '40P01',
} as const;

/** Whether a database error (however the driver and Drizzle wrap it) has this SQLSTATE code. */
export function hasPgCode(error: unknown, code: string): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e;) {
    if (e.code === code) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Whether a database error is a unique violation of this constraint. */
export function violatesUnique(error: unknown, constraint: string): boolean {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e;) {
    if (e.code === PG.UNIQUE_VIOLATION) return e.constraint === constraint;
    e = e.cause as typeof e;
  }
  return false;
}
