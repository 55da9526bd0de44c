import type { CallContract, CallRequest, CallResult, HttpMethod } from './call';

/**
 * The zod-free twin of a call contract that the web bundles: method and path at run time, the
 * contract's request and answer types at compile time only.
 */
export interface WebCall<C extends CallContract = CallContract> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Never set: carries the contract's type. */
  readonly __contract?: C;
}

/** Request of a web call (params, query, body). */
export type WebCallRequest<W> = W extends WebCall<infer C> ? CallRequest<C> : never;
/** Success body of a web call. */
export type WebCallResult<W> = W extends WebCall<infer C> ? CallResult<C> : never;

/**
 * Every call of every group as the web calls it, from each group's contracts by name: what the
 * generated `web-calls.gen.ts` exports.
 */
export type WebCallGroups<G extends Record<string, Record<string, CallContract>>> = {
  readonly [Group in keyof G]: { readonly [Name in keyof G[Group]]: WebCall<G[Group][Name]> };
};

/**
 * Builds the zod-free twin (used by the generated `web-calls.gen.ts`, where the declared
 * `WebCallGroups` type picks the contract its method and path are checked against).
 */
export function webCall<C extends CallContract>(method: C['method'], path: C['path']): WebCall<C> {
  return { method, path };
}

/** Fills `{name}` segments of a contract path with URL-encoded params. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path param ${name}`);
    return encodeURIComponent(String(value));
  });
}
