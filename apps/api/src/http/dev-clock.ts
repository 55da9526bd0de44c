import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { isLoopback } from './access';

/**
 * The header that runs one request at another instant: development and tests only (never in
 * production), and only for callers on this machine. End-to-end tests use it to act on a visit
 * that has begun — the shop marks it done — without moving the clock of anything else (the jobs,
 * other requests) on the shared server.
 */
export const DEV_NOW_HEADER = 'x-dev-now';

const requestNow = new AsyncLocalStorage<Date>();

/** A clock that answers the request's development instant when it has one, else the real time. */
export function devAwareClock(): Date {
  return requestNow.getStore() ?? new Date();
}

/** Reads DEV_NOW_HEADER on each loopback request and runs the request at that instant. */
export function registerDevClock(app: FastifyInstance): void {
  app.addHook('onRequest', (req, _reply, done) => {
    const value = req.headers[DEV_NOW_HEADER];
    const at = typeof value === 'string' ? new Date(value) : null;
    if (!at || Number.isNaN(at.getTime()) || !isLoopback(req.socket.remoteAddress)) return done();
    requestNow.run(at, done);
  });
}
