import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdapterCall, adapterFetch, onAdapterCall } from './adapter-calls';

describe('adapterFetch', () => {
  let server: http.Server;
  let origin = '';
  const heard: AdapterCall[] = [];
  let stop: () => void;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      res.writeHead(Number(req.url?.slice(1)) || 200).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    stop = onAdapterCall((call) => heard.push(call));
  });
  afterAll(() => {
    stop();
    server.close();
  });

  it('reports each answer by its status: ok, refused (4xx), error (5xx or no answer)', async () => {
    heard.length = 0;
    for (const status of [200, 409, 503]) {
      const res = await adapterFetch(
        { provider: 'probe', operation: 'status' },
        `${origin}/${status}`,
        {},
      );
      expect(res.status).toBe(status);
    }
    await expect(
      adapterFetch({ provider: 'probe', operation: 'closed' }, 'http://127.0.0.1:1/', {
        signal: AbortSignal.timeout(2000),
      }),
    ).rejects.toThrow();
    expect(heard.map((c) => [c.provider, c.operation, c.outcome])).toEqual([
      ['probe', 'status', 'ok'],
      ['probe', 'status', 'refused'],
      ['probe', 'status', 'error'],
      ['probe', 'closed', 'error'],
    ]);
    expect(heard.every((c) => c.seconds >= 0 && c.seconds < 5)).toBe(true);
  });
});
