import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentRequestId, withRequestId } from '../lib/request-context';

/** An id a caller (or the load balancer) may send: short, plain characters, nothing to inject. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The request's id: the `X-Request-Id` a proxy or client sent when it is a plain token, else a
 * new UUID. Every log line of the request carries it and the answer returns it, so a support
 * person can find the request a user reports.
 */
export function requestIdOf(header: string | string[] | undefined): string {
  const sent = Array.isArray(header) ? header[0] : header;
  return sent && REQUEST_ID.test(sent) ? sent : randomUUID();
}

/**
 * Query parameters whose values never reach a log: credentials, one-time codes, card primes,
 * the chat socket's ticket and signed image URLs' signatures.
 */
const SECRET_PARAMS =
  /([?&](?:token|code|prime|password|idToken|accessToken|access_token|id_token|state|ticket|sig)=)[^&#]*/gi;

/** A phone number's digits (eight or more in a row). */
const LONG_DIGITS = /\d{8,}/g;

/**
 * A URL as logs keep it: secret query values replaced and long digit runs (phone numbers
 * typed into a search, national ids) masked but for their first and last two digits.
 */
export function maskUrl(url: string): string {
  return url
    .replace(SECRET_PARAMS, '$1[redacted]')
    .replace(LONG_DIGITS, (digits) => `${digits.slice(0, 2)}****${digits.slice(-2)}`);
}

/** What a request log line says of the request: no headers, a masked URL. */
export function serializeRequest(req: FastifyRequest) {
  return {
    id: req.id,
    method: req.method,
    url: maskUrl(req.url),
    remoteAddress: req.ip,
  };
}

/**
 * Runs each request in its request context (lib/request-context.ts): work it starts in the
 * background and its calls to external platforms carry its id. The first hook of all.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (req, _reply, done) => withRequestId(req.id, done));
}

/**
 * pino's mixin: a log line written outside a request's own logger (a background task, a job
 * run, an adapter) still names the request or job run it belongs to, as `reqId` like Fastify's.
 */
export function requestIdMixin(
  _merge: object,
  _level: number,
  logger: { bindings(): Record<string, unknown> },
): object {
  const requestId = currentRequestId();
  if (requestId === undefined || 'reqId' in logger.bindings()) return {};
  return { reqId: requestId };
}
