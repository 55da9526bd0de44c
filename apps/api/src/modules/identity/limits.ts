/**
 * Every identity limit in one place (the numbers are requirements). Counters live in
 * the rate-limit store: in-process, or Redis when REDIS_URL is set.
 */
export const LIMITS = {
  /** A code is valid this long, once, for at most this many tries (the next is refused). */
  codeTtlMs: 10 * 60_000,
  codeMaxFailedAttempts: 5,
  /** Sends per phone number: one a minute, five an hour. */
  sendIntervalMs: 60_000,
  sendsPerNumberPerHour: 5,
  /** Sends per client IP an hour (many numbers from one place is an attack). */
  sendsPerIpPerHour: 30,
  /** registration:check is the one call that reveals registration: per IP per 10 minutes. */
  registrationChecksPerIpPer10Min: 30,
  /** Phone-call verification: the call must come within 3 minutes; polled each second. */
  callInTtlMs: 3 * 60_000,
  callInStartsPerNumberPerHour: 5,
  callInStatusPollsPerNumberPer5Min: 400,
  /** Password sign-in back-off: after this many failures in the window, wait 2^(n-limit) s (capped). */
  passwordFailureWindowMs: 15 * 60_000,
  passwordFailuresPerAccount: 5,
  passwordFailuresPerIp: 20,
  passwordBackoffCapMs: 15 * 60_000,
} as const;

const HOUR = 3600_000;
export const WINDOWS = { hour: HOUR, tenMinutes: 10 * 60_000, fiveMinutes: 5 * 60_000 } as const;
