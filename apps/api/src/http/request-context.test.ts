import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adapterFetch } from '../lib/adapter-calls';
import { currentRequestId, withRequestId } from '../lib/request-context';
import { registerRequestContext, requestIdMixin, requestIdOf } from './request-log';

/** A platform on loopback that notes the X-Request-Id of each call. */
let platform: http.Server;
let platformUrl = '';
const received: (string | undefined)[] = [];
beforeAll(async () => {
  platform = http.createServer((req, res) => {
    received.push(req.headers['x-request-id'] as string | undefined);
    res.end('{}');
  });
  await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
  platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => platform.close(() => resolve())));

const call = () => adapterFetch({ provider: 'test', operation: 'ping' }, platformUrl, {});

describe('request context', () => {
  it("a request's calls to platforms, even from work it leaves running, carry its id", async () => {
    const app = Fastify({ genReqId: (req) => requestIdOf(req.headers['x-request-id']) });
    registerRequestContext(app);
    let background: Promise<unknown> = Promise.resolve();
    app.get('/work', async () => {
      await call();
      // Work the request leaves running after it answered.
      background = new Promise((resolve) => setTimeout(resolve, 5)).then(call);
      return { id: currentRequestId() };
    });
    received.length = 0;
    const res = await app.inject({ url: '/work', headers: { 'x-request-id': 'trace-123' } });
    await background;
    expect(res.json()).toEqual({ id: 'trace-123' });
    expect(received).toEqual(['trace-123', 'trace-123']);

    // Another request, another id; and outside any request, none.
    const other = await app.inject({ url: '/work' });
    await background;
    expect(received.slice(2)).toEqual([other.json().id, other.json().id]);
    expect(other.json().id).not.toBe('trace-123');
    await call();
    expect(received.at(-1)).toBeUndefined();
    await app.close();
  });

  it('a header the caller set is kept', async () => {
    received.length = 0;
    await withRequestId('job:x:1', () =>
      adapterFetch({ provider: 'test', operation: 'ping' }, platformUrl, {
        headers: { 'X-Request-Id': 'own' },
      }),
    );
    expect(received).toEqual(['own']);
  });

  it("log lines outside the request's own logger name it; its own lines are left as they are", () => {
    const plain = { bindings: () => ({}) };
    expect(requestIdMixin({}, 30, plain)).toEqual({});
    expect(withRequestId('job:y:2', () => requestIdMixin({}, 30, plain))).toEqual({
      reqId: 'job:y:2',
    });
    const requestLogger = { bindings: () => ({ reqId: 'r-1' }) };
    expect(withRequestId('r-1', () => requestIdMixin({}, 30, requestLogger))).toEqual({});
  });
});
