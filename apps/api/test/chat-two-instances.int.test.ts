import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { chatSettings } from '../src/db/schema';
import { seedDatabase } from '../src/db/seed';
import { RedisRateLimitStore } from '../src/lib/rate-limit-store';
import { newClientId } from '../src/modules/chat/chat-fixture';
import { TestSocket } from '../src/modules/chat/socket-client';
import { adminUser } from './admin-factories';
import { signedInUser } from './booking-factories';

/**
 * Decision 024 at scale: two API instances on one PostgreSQL database and one Redis, 190 users
 * and 10 support sockets split between them, 5,000 messages written through either instance.
 * Every participant must get every message of its conversations exactly once, in seq order.
 */
const REDIS_URL = 'redis://127.0.0.1:6379';
const USERS = 190;
const SUPPORT_ADMINS = 5;
const TOTAL = 5000;
const SUPPORT_REPLIES = 400;

const runs = process.env.TEST_DB === 'postgres' && Boolean(process.env.DATABASE_URL);

describe.skipIf(!runs)('the chat on two instances (PostgreSQL + Redis)', () => {
  const run = randomBytes(6).toString('hex');
  const name = `haoyue_chat2_${run}`;
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://127.0.0.1/unused';
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  const stores: RedisRateLimitStore[] = [];
  const folders: string[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const first = await openDatabase({ url: url.toString(), poolSize: 10 });
    databases.push(first);
    await runMigrations(first);
    await seedDatabase(first.db, { demo: false });
    // Business hours are not under test: no away replies.
    await first.db.insert(chatSettings).values({
      id: 1,
      timeZone: 'Asia/Taipei',
      hours: [[], [], [], [], [], [], []],
      awayEnabled: false,
      awayMessage: '-',
    });
    databases.push(await openDatabase({ url: url.toString(), poolSize: 10 }));
    for (const database of databases) {
      const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'haoyue-uploads-'));
      const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'haoyue-image-cache-'));
      folders.push(uploads, cache);
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PUBLIC_CACHE_SECONDS: '0',
        JOBS_INTERVAL_SECONDS: '0',
        PUBLIC_BASE_URL: 'https://haoyue.test',
        WEB_DIST_DIR: '/nonexistent-web-dist',
        UPLOADS_DIR: uploads,
        IMAGE_CACHE_DIR: cache,
        REDIS_URL,
        CHAT_REDIS_CHANNEL: `haoyue:test:chat:${run}`,
        CHAT_MESSAGES_PER_MINUTE: '100000',
      });
      const store = new RedisRateLimitStore(REDIS_URL, `haoyue:test:rl:${run}:`);
      stores.push(store);
      const app = await buildApp({ config, database, rateLimitStore: store });
      await app.listen({ host: '127.0.0.1', port: 0 });
      apps.push(app);
    }
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const store of stores) await store.close();
    for (const database of databases) await database.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('delivers 5,000 messages to 200 sockets exactly once each, in order', async () => {
    const t = { database: databases[0]!, config: loadConfig({ NODE_ENV: 'test' }) };
    const post = async (app: FastifyInstance, urlPath: string, token: string, body: unknown) => {
      const res = await app.inject({
        method: 'POST',
        url: urlPath,
        headers: { authorization: `Bearer ${token}` },
        payload: body as Record<string, unknown>,
      });
      if (res.statusCode >= 300) throw new Error(`${urlPath}: ${res.statusCode} ${res.body}`);
      return res.json() as { data: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    const socketUrl = (app: FastifyInstance, ticket: string, after?: number) => {
      const { port } = app.server.address() as { port: number };
      const query = `ticket=${encodeURIComponent(ticket)}${after === undefined ? '' : `&after=${after}`}`;
      return `ws://127.0.0.1:${port}/v1/chat/socket?${query}`;
    };

    // Every user opens their conversation with a first message.
    const users: Awaited<ReturnType<typeof signedInUser>>[] = [];
    for (let i = 0; i < USERS; i++) users.push(await signedInUser(t));
    const agents: Awaited<ReturnType<typeof adminUser>>[] = [];
    for (let i = 0; i < SUPPORT_ADMINS; i++) agents.push(await adminUser(t, 'SUPPORT'));
    const conversations: number[] = [];
    for (const [i, user] of users.entries()) {
      const first = await post(apps[i % 2]!, '/v1/me/support-chat/messages', user.token, {
        clientId: newClientId(),
        body: 'hello 0',
      });
      conversations.push(first.data.conversationId as number);
    }

    // 190 user sockets and 10 support sockets, half on each instance, all from seq 0.
    const userSockets = await Promise.all(
      users.map(async (user, i) => {
        const app = apps[i % 2]!;
        const { data } = await post(app, '/v1/me/support-chat/socket-ticket', user.token, {});
        return TestSocket.open(socketUrl(app, data.ticket, 0));
      }),
    );
    const supportSockets = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const app = apps[i % 2]!;
        const agent = agents[i % SUPPORT_ADMINS]!;
        const { data } = await post(app, '/v1/admin/chat/socket-ticket', agent.token, {});
        const socket = await TestSocket.open(socketUrl(app, data.ticket));
        await socket.until(() => socket.events.length > 0);
        for (const id of conversations)
          socket.send({ type: 'resume', conversationId: id, afterSeq: 0 });
        return socket;
      }),
    );
    expect(userSockets.length + supportSockets.length).toBe(200);

    // A `send` frame on the user's own socket, answered `sent` once stored.
    const sendOnSocket = async (socket: TestSocket, body: string) => {
      const clientId = newClientId();
      socket.send({ type: 'send', clientId, body });
      const answered = () =>
        socket.events.find(
          (e) => (e.type === 'sent' || e.type === 'send-failed') && e.clientId === clientId,
        );
      await socket.until(() => answered() !== undefined, 30_000, `the answer to ${clientId}`);
      if (answered()!.type !== 'sent') throw new Error(JSON.stringify(answered()));
    };

    // The rest of the 5,000: half the users write on their own socket, half through the
    // instance their socket is not on; support replies through either; 24 writers at a time.
    const jobs: (() => Promise<unknown>)[] = [];
    const perUser = Math.floor((TOTAL - USERS - SUPPORT_REPLIES) / USERS);
    let userMessages = USERS + perUser * USERS;
    const extra = TOTAL - SUPPORT_REPLIES - userMessages;
    for (const [i, user] of users.entries()) {
      const count = perUser + (i < extra ? 1 : 0);
      // One user's messages go one after another, as one phone sends them.
      jobs.push(async () => {
        for (let k = 1; k <= count; k++) {
          if (i % 4 < 2) await sendOnSocket(userSockets[i]!, `hello ${k}`);
          else {
            await post(apps[(i + 1) % 2]!, '/v1/me/support-chat/messages', user.token, {
              clientId: newClientId(),
              body: `hello ${k}`,
            });
          }
        }
      });
    }
    userMessages += extra;
    for (let r = 0; r < SUPPORT_REPLIES; r++) {
      const agent = agents[r % SUPPORT_ADMINS]!;
      const conversationId = conversations[(r * 7) % USERS]!;
      jobs.push(() =>
        post(apps[r % 2]!, `/v1/admin/chat/conversations/${conversationId}/messages`, agent.token, {
          clientId: newClientId(),
          body: `reply ${r}`,
        }),
      );
    }
    expect(userMessages + SUPPORT_REPLIES).toBe(TOTAL);
    let next = 0;
    await Promise.all(
      Array.from({ length: 24 }, async () => {
        while (next < jobs.length) await jobs[next++]!();
      }),
    );

    // The database has every message once, seqs 1..n without gaps.
    const counted = await databases[0]!.db.execute(sql`
      select conversation_id, count(*)::int as n, max(seq)::int as last, min(seq)::int as first
      from chat_messages group by conversation_id`);
    const rows = (
      counted as unknown as {
        rows: { conversation_id: number; n: number; last: number; first: number }[];
      }
    ).rows;
    expect(rows.reduce((sum, r) => sum + r.n, 0)).toBe(TOTAL);
    const lastSeq = new Map<number, number>();
    for (const r of rows) {
      expect(r.first).toBe(1);
      expect(r.last).toBe(r.n);
      lastSeq.set(Number(r.conversation_id), r.n);
    }

    // Each socket gets exactly seqs 1..n of each of its conversations, in order.
    const expectStream = (socket: TestSocket, conversationId: number) => {
      const seqs = socket.messages(conversationId).map((m) => m.seq);
      const n = lastSeq.get(conversationId)!;
      expect(seqs).toEqual(Array.from({ length: n }, (_, k) => k + 1));
    };
    await Promise.all(
      userSockets.map((socket, i) =>
        socket.until(
          () => socket.messages().length >= lastSeq.get(conversations[i]!)!,
          30_000,
          `user ${i}`,
        ),
      ),
    );
    await Promise.all(
      supportSockets.map((socket, i) =>
        socket.until(() => socket.messages().length >= TOTAL, 30_000, `support ${i}`),
      ),
    );
    // A moment for any stray duplicate to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    let delivered = 0;
    for (const [i, socket] of userSockets.entries()) {
      expect(socket.events[0]).toMatchObject({ type: 'hello', side: 'USER' });
      expectStream(socket, conversations[i]!);
      delivered += socket.messages().length;
    }
    for (const socket of supportSockets) {
      expect(socket.messages()).toHaveLength(TOTAL);
      for (const id of conversations) expectStream(socket, id);
      delivered += socket.messages().length;
    }
    expect(delivered).toBe(TOTAL + TOTAL * supportSockets.length);
    await Promise.all([...userSockets, ...supportSockets].map((s) => s.close()));
  }, 120_000);
});
