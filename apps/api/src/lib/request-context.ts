import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request (or job run) the code now runs for, carried across awaits: every log line and
 * every call to an external platform names it, so one id finds a user's request, the work it
 * started in the background and what it asked LINE, LINE Pay, TapPay, SMS or Google.
 */
const context = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request or job run this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

/** Runs `fn` (and everything it starts) as part of the request or job run `requestId`. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return context.run({ requestId }, fn);
}
