import { randomBytes } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { CHAT_SOCKET_PATH, type TStartTimes } from '@haoyue/contracts';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, zoneDate } from './api-client';
import { type ApiProcess, startApi } from './api-process';
import { post } from './crash-load';
import { TestSocket } from '../src/modules/chat/socket-client';
import { roundRobinProxy } from './round-robin-proxy';
import { startS3Server, type TestS3Server } from './s3-server';
import { multipartFile, pngImage } from './seller-factories';

/**
 * Many instances, proven (issue 42): two API processes started from source on one PostgreSQL
 * database and one Redis, behind a round-robin proxy, give the answers one instance gives: one
 * slot is booked once however many race for it across both, rate limits hold across them,
 * background work claimed by both job runners is done once, and a chat message reaches a socket
 * held by the other instance (Redis fan-out), and an upload made on one is served by both (the
 * uploads in an S3-compatible bucket, here a real s3rver).
 */
describe.runIf(process.env.TEST_DB === 'postgres' && !!process.env.REDIS_URL)(
  'two API instances behind a load balancer',
  () => {
    const name = `haoyue_two_${randomBytes(6).toString('hex')}`;
    const adminUrl = process.env.DATABASE_URL || 'postgres://127.0.0.1/unused';
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const env: Record<string, string> = {
      DATABASE_URL: url.toString(),
      REDIS_URL: process.env.REDIS_URL ?? '',
      // This run's own chat channel: no other app on the same Redis hears its events.
      CHAT_REDIS_CHANNEL: `haoyue:test:chat:${name}`,
      JOBS_INTERVAL_SECONDS: '1',
      // Behind the proxy: the client's address comes from X-Forwarded-For.
      TRUST_PROXY: 'true',
    };
    const db = new pg.Client({ connectionString: url.toString() });
    const apis: ApiProcess[] = [];
    let proxy: Awaited<ReturnType<typeof roundRobinProxy>>;
    let customerToken = '';
    let s3: TestS3Server;

    beforeAll(async () => {
      s3 = await startS3Server();
      Object.assign(env, s3.env);
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      // The first migrates and seeds; the second finds both done (and would wait on the
      // migration lock had they started together).
      apis.push(await startApi(env));
      apis.push(await startApi(env));
      proxy = await roundRobinProxy(apis.map((a) => a.baseUrl));
      await db.connect();
      customerToken = (
        await callApi<{ token: string }>(proxy.url, '/v1/auth/tokens', {
          body: { provider: 'basic', username: '+886900000001', password: 'haoyue-demo' },
        })
      ).token;
    }, 240_000);

    afterAll(async () => {
      await proxy?.close();
      await Promise.all(apis.map((a) => a.stop('SIGTERM')));
      await db.end().catch(() => {});
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await s3?.close();
    });

    it('books a slot once when 40 orders race for it through both instances', async () => {
      const [shop] = await callApi<{ id: number }[]>(proxy.url, '/v1/shops?urlSlug=lumiere-daan');
      const groups = await callApi<
        { services: { id: number; price: number; isBookable: boolean }[] }[]
      >(proxy.url, `/v1/service-groups?shopId=${shop!.id}&part=services`);
      const service = groups
        .flatMap((g) => g.services)
        .filter((s) => s.isBookable)
        .sort((a, b) => a.price - b.price)[0]!;
      const free = await callApi<TStartTimes>(proxy.url, '/v1/bookings:start-times', {
        body: {
          shopId: shop!.id,
          serviceIds: [service.id],
          startDate: zoneDate('Asia/Taipei', 3),
          endDate: zoneDate('Asia/Taipei', 20),
        },
      });
      const slot = free.days.flatMap((d) => d.times)[0]!;
      const before = proxy.served();
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          post(proxy.url, '/v1/bookings:order', customerToken, {
            shopId: shop!.id,
            serviceIds: [service.id],
            operatorId: slot.operatorIds[0],
            startTime: slot.startTime,
            profile: {},
            note: `two-instances race ${i}`,
          }),
        ),
      );
      const served = proxy.served().map((n, i) => n - before[i]!);
      expect(served[0]).toBeGreaterThanOrEqual(15);
      expect(served[1]).toBeGreaterThanOrEqual(15);
      const won = answers.filter((a) => a.outcome === 'ok');
      expect(won).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(39);
      const { rows } = await db.query(
        `select count(*)::int as n from orders where note like 'two-instances race %'`,
      );
      expect(rows[0].n).toBe(1);

      // The job runners of both instances: its confirmation goes out once.
      const orderId = won[0]!.data!.id;
      let sent: { status: string; attempts: number }[] = [];
      for (let i = 0; i < 100; i++) {
        sent = (
          await db.query(
            `select status, attempts from order_notifications
              where order_id = $1 and kind = 'CONFIRMATION'`,
            [orderId],
          )
        ).rows;
        if (sent.length && sent.every((s) => s.status !== 'PENDING')) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.every((s) => s.status === 'SENT' && s.attempts === 1)).toBe(true);
    }, 120_000);

    it('holds a rate limit across instances: one code per number a minute, wherever it is asked', async () => {
      // A mobile number of its own (09 1x: every digit after 9 is not a valid mobile prefix).
      const phoneNumber = `+88691${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      // A client of its own (a documentation address): Redis keeps the per-address hourly
      // counts of earlier runs, and this run must not inherit them.
      const client = `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
      const before = proxy.served();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await fetch(`${proxy.url}/v1/auth/sms-verification:send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
          body: JSON.stringify({ phoneNumber }),
        });
        statuses.push(res.status);
      }
      const served = proxy.served().map((n, i) => n - before[i]!);
      expect(served).toEqual([3, 3]);
      expect([...statuses].sort()).toEqual([200, 429, 429, 429, 429, 429]);
    });

    it('carries a chat message to a socket on the other instance', async () => {
      const signIn = async (username: string) =>
        (
          await callApi<{ token: string }>(proxy.url, '/v1/auth/tokens', {
            body: { provider: 'basic', username, password: 'haoyue-demo' },
          })
        ).token;
      const supportToken = await signIn('+886900000098'); // 客服 小安
      const ticket = async (path: string, token: string) =>
        (await callApi<{ ticket: string }>(proxy.url, path, { method: 'POST', token })).ticket;
      const ws = proxy.url.replace('http', 'ws');
      const before = proxy.served();
      // Two upgrades in a row: the proxy gives them to different instances.
      const user = await TestSocket.open(
        `${ws}${CHAT_SOCKET_PATH}?ticket=${await ticket('/v1/me/support-chat/socket-ticket', customerToken)}`,
      );
      const support = await TestSocket.open(
        `${ws}${CHAT_SOCKET_PATH}?ticket=${await ticket('/v1/admin/chat/socket-ticket', supportToken)}`,
      );
      try {
        await user.until(() => user.events.some((e) => e.type === 'hello'));
        await support.until(() => support.events.some((e) => e.type === 'hello'));
        const served = proxy.served().map((n, i) => n - before[i]!);
        expect(served).toEqual([2, 2]); // a ticket and a socket each
        const sent = await callApi<{ id: number; seq: number }>(
          proxy.url,
          '/v1/me/support-chat/messages',
          { token: customerToken, body: { clientId: randomUUID(), body: '兩台之間的訊息' } },
        );
        for (const socket of [user, support]) {
          await socket.until(() => socket.messages().some((m) => m.id === sent.id), 10_000);
          expect(socket.messages().filter((m) => m.id === sent.id)).toHaveLength(1);
        }
      } finally {
        await user.close();
        await support.close();
      }
    }, 60_000);

    it('serves a picture uploaded through one instance from both, its copies too', async () => {
      const { payload, headers } = multipartFile(await pngImage(600, 600, '#5a8'));
      const res = await fetch(`${proxy.url}/v1/me/photo`, {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${customerToken}` },
        body: payload,
      });
      expect(res.status).toBe(200);
      const url = ((await res.json()) as { data: { photoUrl: string } }).data.photoUrl;
      const stored = await s3.bytes(url.replace('/uploads/', ''));
      expect(stored).not.toBeNull();
      for (const api of apis) {
        const original = await fetch(`${api.baseUrl}${url}`);
        expect(original.status).toBe(200);
        expect(Buffer.from(await original.arrayBuffer()).equals(stored!)).toBe(true);
        const small = await fetch(`${api.baseUrl}${url}?w=128`);
        expect(small.status).toBe(200);
        const meta = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: 128 });
      }
    });
  },
);
