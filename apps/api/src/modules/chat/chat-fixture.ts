import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEV_NOW_HEADER } from '../../http/dev-clock';

/** Tuesday 8 December 2026, 11:00 in Taipei: inside the default business hours. */
export const OPEN_HOURS = '2026-12-08T03:00:00.000Z';
/** Tuesday 8 December 2026, 21:00 in Taipei: after hours. */
export const AFTER_HOURS = '2026-12-08T13:00:00.000Z';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * JSON calls from this machine (so the development clock header counts), at `now` unless a
 * call says otherwise.
 */
export function chatClient(app: FastifyInstance, now = OPEN_HOURS) {
  return async (
    method: string,
    url: string,
    options: {
      body?: unknown;
      token?: string;
      at?: string;
      raw?: { payload: Buffer; headers: Record<string, string> };
    } = {},
  ) => {
    const res = await app.inject({
      method: method as 'GET',
      url,
      remoteAddress: '127.0.0.1',
      headers: {
        [DEV_NOW_HEADER]: options.at ?? now,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.raw?.headers ?? {}),
      },
      ...(options.raw
        ? { payload: options.raw.payload }
        : options.body !== undefined
          ? { payload: options.body as Json }
          : {}),
    });
    let body: Json | null = null;
    try {
      body = res.body ? (res.json() as Json) : null;
    } catch {
      body = null;
    }
    return {
      status: res.statusCode,
      body: body as Json,
      headers: res.headers,
      raw: res.rawPayload,
    };
  };
}

export const newClientId = () => randomUUID();
