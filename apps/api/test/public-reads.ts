import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A GET with no caller: its status, JSON body and headers. */
export async function getJson(app: FastifyInstance, url: string) {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as Json, headers: res.headers };
}

/** A GET with no caller that must answer 200 (its body shown when not): its JSON body. */
export async function getOk(app: FastifyInstance, url: string): Promise<Json> {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Json;
}

/** A date `days` from today on Taipei's clock (YYYY-MM-DD). */
export const taipeiDate = (days: number) =>
  new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** The display names of the shops a list answers, in its order. */
export const shopNames = (body: Json) => (body.data as Json[]).map((s) => s.displayName as string);

/** A `keyword=` query parameter for a shop search. */
export const keywordParam = (keyword: string) => `keyword=${encodeURIComponent(keyword)}`;
