import type { z } from 'zod';
import type { TErrorCode } from './errors';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call, written once: method, path, inputs, the success answer and the error codes it
 * may answer with. The API registers its route from it (`route(app, call, …)`), the OpenAPI
 * document is generated from it, and the web calls it through the zod-free twin in
 * `web-calls.gen.ts` (so the path is never typed twice and zod stays out of the web bundle).
 *
 * `path` is written as in OpenAPI: `/v1/orders/{id}`; a `:verb` suffix is literal
 * (`/v1/bookings:order`).
 */
export interface CallContract {
  readonly kind: 'call';
  /**
   * `<domain>.<callName>` from `defineCalls` (the domain in camelCase: `sellerCalendar.listSlots`):
   * the OpenAPI operationId, stable while the domain and the call's name stay.
   */
  readonly operationId: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  /** OpenAPI tags (the domain by default). */
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** JSON body; absent for multipart uploads (see `multipart`). */
  readonly body?: z.ZodType;
  /** `multipart/form-data` with one file field `file`. */
  readonly multipart?: boolean;
  /** Success status: 200 by default, 204 when `response` is null. */
  readonly status?: 200 | 201 | 204;
  /** The success body, or null for 204 No Content. */
  readonly response: z.ZodType | null;
  /** Codes this call may answer with besides success (E_VALIDATION is implied by any input). */
  readonly errors: readonly TErrorCode[];
}

type CallInput = Omit<CallContract, 'kind' | 'tags' | 'operationId'> & {
  readonly tags?: readonly string[];
};

/** A domain as the first part of an operationId: `seller calendar`, `stored-value` → camelCase. */
export function operationDomain(domain: string): string {
  const words = domain.split(/[^A-Za-z0-9]+/).filter(Boolean);
  if (!words.length) throw new Error(`Call domain "${domain}" has no letters or digits`);
  return words
    .map((word, i) => (i === 0 ? word[0]!.toLowerCase() : word[0]!.toUpperCase()) + word.slice(1))
    .join('');
}

/**
 * Declares the contracts of one domain's calls. `domain` becomes the default OpenAPI tag and,
 * with each call's name, its operationId (`booking.createOrder`). Returns the calls unchanged
 * but typed, each branded as a call.
 */
export function defineCalls<const T extends Record<string, CallInput>>(
  domain: string,
  calls: T,
): {
  readonly [K in keyof T]: T[K] & {
    readonly kind: 'call';
    readonly operationId: string;
    readonly tags: readonly string[];
  };
} {
  const prefix = operationDomain(domain);
  const out: Record<string, CallContract> = {};
  for (const [name, call] of Object.entries(calls)) {
    out[name] = {
      ...call,
      kind: 'call',
      operationId: `${prefix}.${name}`,
      tags: call.tags ?? [domain],
    };
  }
  return out as never;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The parsed inputs a handler of the call receives. */
export type CallParams<C extends CallContract> = Out<C['params']>;
export type CallQuery<C extends CallContract> = Out<C['query']>;
export type CallBody<C extends CallContract> = Out<C['body']>;
/** The success body a handler returns (before serialisation). */
export type CallReply<C extends CallContract> = C['response'] extends z.ZodType
  ? z.input<C['response']>
  : void;
/** The success body a client receives. */
export type CallResult<C extends CallContract> = C['response'] extends z.ZodType
  ? z.output<C['response']>
  : undefined;

/** What a client sends: path params, query and body as their wire (input) types. */
export type CallRequest<C extends CallContract> = (C['params'] extends z.ZodType
  ? { params: In<C['params']> }
  : { params?: undefined }) &
  (C['query'] extends z.ZodType ? { query?: In<C['query']> } : { query?: undefined }) &
  (C['body'] extends z.ZodType
    ? { body: In<C['body']> }
    : C['multipart'] extends true
      ? { body: FormData }
      : { body?: undefined });
