/**
 * The chat part of `npm run bench` (issue 40), on a database of its own (`haoyue_bench_chat`,
 * dropped and recreated; the API migrates it at start):
 *
 * 1. Idle connections: 5,000 users' sockets on one instance; the server's resident memory
 *    before and after, per connection.
 * 2. Throughput: 1,000 users send 1,000 messages/s in all for `--duration` seconds (HTTP POST,
 *    as the pages send), each delivered to its user's socket and to two support sockets;
 *    send-to-receive p50/p99 at each side, duplicates and out-of-order arrivals, server CPU per
 *    message. Once on one instance, once on two instances fanning out through Redis.
 * 3. Reconnect storm: 2,000 users drop their sockets, a message reaches each meanwhile, and all
 *    resume at once (new ticket, `after=<last seq>`); the time until every missed message has
 *    arrived.
 *
 * The ceiling is scripts/bench/ws-broadcast.mjs (the same fan-out over bare `ws`, no sign-in, no
 * database), measured in the same run with the same clients; ours is given as a ratio of it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { ChatSocket, createTally, inBatches, post } from './chat-clients.mjs';
import { stopChild } from './processes.mjs';

const { signAccessToken } = await tsImport('../../apps/api/src/lib/tokens.ts', import.meta.url);

export const CHAT_DATABASE = 'haoyue_bench_chat';
export const CHAT_TARGETS = {
  idleClients: 5000,
  idleKbPerConnection: 20,
  messagesPerSecond: 1000,
  p99OneInstanceMs: 100,
  p99TwoInstancesMs: 150,
  stormClients: 2000,
  stormMs: 10_000,
};
const SENDERS = 1000;
const SUPPORT_SOCKETS = 2;
const PHONE_PREFIX = '+88690077';

/** Resident memory (bytes) and CPU time (ms) of a process, from /proc. */
function processUse(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(stat[11]) + Number(stat[12]); // utime + stime, in clock ticks (100/s)
  return { rss: rssKb * 1024, cpuMs: ticks * 10 };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Drops and creates the chat bench database; returns its URL. */
async function freshDatabase(db) {
  const url = new URL(db.bench);
  url.pathname = `/${CHAT_DATABASE}`;
  const admin = new pg.Client({ connectionString: db.admin });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${CHAT_DATABASE} with (force)`);
    await admin.query(`create database ${CHAT_DATABASE}`);
  } finally {
    await admin.end();
  }
  return url.toString();
}

/** `count` users with an open sign-in each, and one support admin; their bearer tokens. */
async function makePeople(url, secret, count) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `insert into users (phone_number, phone_number_verified, display_name)
       select $1 || lpad(n::text, 4, '0'), true, '壓測使用者 ' || n
         from generate_series(0, $2::int) n
       returning id`,
      [PHONE_PREFIX, count],
    );
    const ids = rows.map((r) => r.id);
    await client.query(
      `insert into access_tokens (id, user_id, provider, expires_at, ip)
       select 'bench-chat-' || id, id, 'sms', now() + interval '1 day', '127.0.0.1'
         from unnest($1::int[]) id`,
      [ids],
    );
    const supportId = ids.pop();
    await client.query(`insert into platform_admins (user_id, role) values ($1, 'SUPPORT')`, [
      supportId,
    ]);
    const key = new TextEncoder().encode(secret);
    const expiresAt = new Date(Date.now() + 86_400_000);
    const sign = (id) =>
      signAccessToken({ secret: key, userId: id, jti: `bench-chat-${id}`, expiresAt });
    return {
      users: await Promise.all(ids.map(async (id) => ({ id, token: await sign(id) }))),
      support: { id: supportId, token: await sign(supportId) },
    };
  } finally {
    await client.end();
  }
}

/** The chat's socket URL for a person on `origin`, with a fresh ticket. */
async function socketUrl(origin, person, side, after) {
  const path =
    side === 'SUPPORT' ? '/v1/admin/chat/socket-ticket' : '/v1/me/support-chat/socket-ticket';
  const r = await post(origin, path, person.token);
  if (r.status !== 200 && r.status !== 201) {
    throw new Error(`socket ticket: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
  }
  const ws = origin.replace(/^http/, 'ws');
  const query = new URLSearchParams({ ticket: r.body.data.ticket });
  if (after !== undefined) query.set('after', String(after));
  return `${ws}/v1/chat/socket?${query}`;
}

/** Opens sockets for `people` (each `{ person, origin }`) 100 at a time. */
async function connectAll(entries, side, tally, baseline) {
  const sockets = new Array(entries.length);
  await inBatches(entries, 100, async ({ person, origin }, i) => {
    const socket = new ChatSocket(side, tally);
    const url = baseline
      ? `${origin.replace(/^http/, 'ws')}/?${side === 'SUPPORT' ? 'support=1' : 'user=1'}`
      : await socketUrl(origin, person, side);
    await socket.open(url, { waitForHello: !baseline });
    socket.person = person;
    socket.origin = origin;
    sockets[i] = socket;
  });
  return sockets;
}

/** How the users' rate-run messages go (--chat-send): a frame on their socket, or the call. */
let sendVia = 'socket';

/**
 * Sends `rate` messages a second for `seconds` from the `senders` (round robin), on their
 * sockets (a `send` frame) or through the chat's HTTP call (--chat-send), or for the baseline
 * on the socket itself; waits for stragglers; returns the tally's summary with what the
 * servers' CPU spent per message.
 */
async function sendAtRate({ senders, rate, seconds, tally, baseline, pids, via = sendVia }) {
  tally.reset();
  const before = pids.map(processUse);
  const total = rate * seconds;
  let sent = 0;
  let stored = 0;
  const failures = new Map();
  const inFlight = new Set();
  const started = performance.now();
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
    for (; sent < due; sent++) {
      const socket = senders[sent % senders.length];
      const clientId = crypto.randomUUID();
      const body = `壓測訊息 ${sent}`;
      tally.sentAt.set(clientId, performance.now());
      if (baseline) {
        socket.send({ clientId, body });
        stored++;
        continue;
      }
      if (via === 'socket') {
        // The user's own socket carries the send; its answer (sent / send-failed) is tallied.
        socket.send({ type: 'send', clientId, body });
        continue;
      }
      const p = post(socket.origin, '/v1/me/support-chat/messages', socket.person.token, {
        clientId,
        body,
      })
        .then((r) => {
          if (r.status === 201 || r.status === 200) stored++;
          else failures.set(r.status, (failures.get(r.status) ?? 0) + 1);
        })
        .catch(() => failures.set('network', (failures.get('network') ?? 0) + 1))
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    await sleep(5);
  }
  const sendMs = performance.now() - started;
  await Promise.all(inFlight);
  if (!baseline && via === 'socket') {
    const answerBy = performance.now() + 10_000;
    const answers = () => tally.stored + [...tally.refused.values()].reduce((a, b) => a + b, 0);
    while (performance.now() < answerBy && answers() < total) await sleep(20);
    stored = tally.stored;
    for (const [code, n] of tally.refused) failures.set(code, n);
    if (answers() < total) failures.set('unanswered', total - answers());
  }
  const expected = { USER: stored, SUPPORT: stored * SUPPORT_SOCKETS };
  const waitUntil = performance.now() + 10_000;
  while (
    performance.now() < waitUntil &&
    (tally.delivered.USER < expected.USER || tally.delivered.SUPPORT < expected.SUPPORT)
  ) {
    await sleep(50);
  }
  const after = pids.map(processUse);
  const cpuMs = after.reduce((sum, a, i) => sum + a.cpuMs - before[i].cpuMs, 0);
  return {
    sent: total,
    stored,
    failures: Object.fromEntries(failures),
    achievedPerSecond: Math.round(total / (sendMs / 1000)),
    expected,
    ...tally.summary(),
    serverCpuMsPerMessage: stored ? Math.round((cpuMs / stored) * 1000) / 1000 : null,
  };
}

/**
 * Runs the chat part. `startApi({ name, authSecret, databaseUrl, env })` starts the built API,
 * `startBaseline(name, script)` a baseline server.
 */
export async function benchChat({ db, startApi, startBaseline, options, log, step, warn }) {
  sendVia = options.chatSend ?? 'socket';
  const out = { targets: CHAT_TARGETS, ours: { sendVia }, ceiling: {}, ratios: {} };
  const databaseUrl = await freshDatabase(db);
  const secret = crypto.randomBytes(32).toString('base64url');
  const chatEnv = { CHAT_MESSAGES_PER_MINUTE: '100000', JOBS_INTERVAL_SECONDS: '0' };
  const seconds = options.duration;
  const rate = CHAT_TARGETS.messagesPerSecond;
  // --chat-quick: the rate runs alone (the senders' sockets only, no idle memory, no storm).
  const quick = options.chatQuick;
  const clients = quick ? SENDERS : CHAT_TARGETS.idleClients;

  // The ceiling: bare ws with the same clients and fan-out.
  await step('chat: ws ceiling', async () => {
    const ws = await startBaseline('ws-broadcast', 'ws-broadcast.mjs');
    try {
      const pid = ws.child.proc.pid;
      const tally = createTally();
      const idleBefore = processUse(pid).rss;
      const people = Array.from({ length: clients }, () => ({
        person: null,
        origin: ws.origin,
      }));
      const idle = await connectAll(people, 'USER', tally, true);
      if (!quick) {
        await sleep(3000);
        out.ceiling.idleKbPerConnection =
          Math.round((processUse(pid).rss - idleBefore) / idle.length / 102.4) / 10;
        log(
          `chat ceiling: ${idle.length} idle sockets, ${out.ceiling.idleKbPerConnection} KB each`,
        );
      }
      const support = await connectAll(
        Array.from({ length: SUPPORT_SOCKETS }, () => ({ person: null, origin: ws.origin })),
        'SUPPORT',
        tally,
        true,
      );
      out.ceiling.rate = await sendAtRate({
        senders: idle.slice(0, SENDERS),
        rate,
        seconds,
        tally,
        baseline: true,
        pids: [pid],
      });
      log(
        `chat ceiling: ${rate}/s → p99 ${out.ceiling.rate.user.p99Ms} ms (user), ${out.ceiling.rate.support.p99Ms} ms (support)`,
      );
      const stormSockets = idle.slice(0, CHAT_TARGETS.stormClients);
      for (const s of idle.slice(CHAT_TARGETS.stormClients)) s.close();
      for (const s of stormSockets) s.close();
      if (!quick) {
        const t0 = performance.now();
        await inBatches(stormSockets, 2000, (s) =>
          s.open(`${ws.origin.replace(/^http/, 'ws')}/?user=1`, { waitForHello: false }),
        );
        out.ceiling.stormMs = Math.round(performance.now() - t0);
      }
      for (const s of [...stormSockets, ...support]) s.close();
    } finally {
      await stopChild(ws.child);
    }
  });

  // Ours on one instance: idle sockets, the rate, the storm.
  await step('chat: one instance', async () => {
    const api = await startApi({ name: 'api-chat', authSecret: secret, databaseUrl, env: chatEnv });
    try {
      const pid = api.child.proc.pid;
      const people = await makePeople(databaseUrl, secret, CHAT_TARGETS.idleClients);
      const tally = createTally();
      // Warm the routes up (and open the conversations) before the memory reading.
      await inBatches(people.users.slice(0, SENDERS), 32, (u) =>
        post(api.origin, '/v1/me/support-chat/messages', u.token, {
          clientId: crypto.randomUUID(),
          body: '你好',
        }),
      );
      await sleep(1000);
      const before = processUse(pid).rss;
      const idle = await connectAll(
        people.users.slice(0, clients).map((person) => ({ person, origin: api.origin })),
        'USER',
        tally,
      );
      if (!quick) {
        await sleep(3000);
        out.ours.idleClients = idle.length;
        out.ours.idleKbPerConnection =
          Math.round((processUse(pid).rss - before) / idle.length / 102.4) / 10;
        log(`chat: ${idle.length} idle sockets, ${out.ours.idleKbPerConnection} KB each`);
      }
      const support = await connectAll(
        Array.from({ length: SUPPORT_SOCKETS }, () => ({
          person: people.support,
          origin: api.origin,
        })),
        'SUPPORT',
        tally,
      );
      // Only the senders stay connected for the rate run (the rest would only add idle sockets).
      const stormSockets = idle.slice(0, CHAT_TARGETS.stormClients);
      for (const s of idle.slice(CHAT_TARGETS.stormClients)) s.close();
      out.ours.oneInstance = await sendAtRate({
        senders: idle.slice(0, SENDERS),
        rate,
        seconds,
        tally,
        pids: [pid],
      });
      log(
        `chat, one instance: ${rate}/s → p99 ${out.ours.oneInstance.user.p99Ms} ms (user), ${out.ours.oneInstance.support.p99Ms} ms (support)`,
      );
      // Where the p99 target holds on this machine: the same run at lower rates.
      out.ours.sweep = [];
      for (const r of [500, 250]) {
        const run = await sendAtRate({
          senders: idle.slice(0, SENDERS),
          rate: r,
          seconds,
          tally,
          pids: [pid],
        });
        out.ours.sweep.push({
          rate: r,
          p50Ms: run.support.p50Ms,
          p99Ms: run.support.p99Ms,
          delivered: run.support.delivered,
          serverCpuMsPerMessage: run.serverCpuMsPerMessage,
        });
        log(
          `chat, one instance: ${r}/s → p50 ${run.support.p50Ms} / p99 ${run.support.p99Ms} ms, ` +
            `${run.serverCpuMsPerMessage} ms CPU per message`,
        );
      }
      if (!quick) {
        out.ours.storm = await storm({ sockets: stormSockets, origin: api.origin, tally });
        log(
          `chat: reconnect storm of ${stormSockets.length}: every missed message in ${out.ours.storm.allMs} ms`,
        );
      }
      for (const s of [...stormSockets, ...support]) s.close();
    } finally {
      await stopChild(api.child);
    }
  });

  // Two instances on one PostgreSQL, fanning out through Redis.
  await step('chat: two instances with Redis', async () => {
    const env = { ...chatEnv, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
    const a = await startApi({ name: 'api-chat-a', authSecret: secret, databaseUrl, env });
    const b = await startApi({ name: 'api-chat-b', authSecret: secret, databaseUrl, env });
    try {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query(
        `select id from users where phone_number like $1 order by id`,
        [`${PHONE_PREFIX}%`],
      );
      await client.end();
      const key = new TextEncoder().encode(secret);
      const expiresAt = new Date(Date.now() + 86_400_000);
      const sign = (id) =>
        signAccessToken({ secret: key, userId: id, jti: `bench-chat-${id}`, expiresAt });
      const ids = rows.map((r) => r.id);
      const supportId = ids.pop();
      const users = await Promise.all(
        ids.slice(0, SENDERS).map(async (id) => ({ id, token: await sign(id) })),
      );
      const support = { id: supportId, token: await sign(supportId) };
      const tally = createTally();
      const senders = await connectAll(
        users.map((person, i) => ({ person, origin: i % 2 ? b.origin : a.origin })),
        'USER',
        tally,
      );
      const supportSockets = await connectAll(
        [
          { person: support, origin: a.origin },
          { person: support, origin: b.origin },
        ],
        'SUPPORT',
        tally,
      );
      out.ours.twoInstances = await sendAtRate({
        senders,
        rate,
        seconds,
        tally,
        pids: [a.child.proc.pid, b.child.proc.pid],
      });
      log(
        `chat, two instances: ${rate}/s → p99 ${out.ours.twoInstances.user.p99Ms} ms (user), ${out.ours.twoInstances.support.p99Ms} ms (support)`,
      );
      for (const s of [...senders, ...supportSockets]) s.close();
    } finally {
      await Promise.all([stopChild(a.child), stopChild(b.child)]);
    }
  });

  const ratio = (ours, ceiling) =>
    ours && ceiling ? Math.round((ours / ceiling) * 10) / 10 : null;
  out.ratios = {
    idleMemory: ratio(out.ours.idleKbPerConnection, out.ceiling.idleKbPerConnection),
    p99OneInstance: ratio(out.ours.oneInstance?.user.p99Ms, out.ceiling.rate?.user.p99Ms),
    cpuPerMessage: ratio(
      out.ours.oneInstance?.serverCpuMsPerMessage,
      out.ceiling.rate?.serverCpuMsPerMessage,
    ),
    storm: ratio(out.ours.storm?.allMs, out.ceiling.stormMs),
  };
  const misses = [];
  if (!quick && out.ours.idleKbPerConnection > CHAT_TARGETS.idleKbPerConnection)
    misses.push(`idle ${out.ours.idleKbPerConnection} KB per connection`);
  if ((out.ours.oneInstance?.support.p99Ms ?? Infinity) > CHAT_TARGETS.p99OneInstanceMs)
    misses.push('p99 on one instance');
  if ((out.ours.twoInstances?.support.p99Ms ?? Infinity) > CHAT_TARGETS.p99TwoInstancesMs)
    misses.push('p99 on two instances');
  if (!quick && (out.ours.storm?.allMs ?? Infinity) > CHAT_TARGETS.stormMs) {
    misses.push('reconnect storm');
  }
  for (const run of [out.ours.oneInstance, out.ours.twoInstances]) {
    if (
      run &&
      (run.duplicates || run.outOfOrder || run.foreign || run.user.delivered < run.stored)
    ) {
      misses.push('a message was lost, doubled, out of order or sent to another user');
    }
  }
  for (const m of misses) warn(`chat target missed: ${m}`);
  out.met = misses.length === 0;
  return out;
}

/**
 * Every socket drops; one message reaches each user meanwhile (sent from "another device");
 * then all resume at once with a new ticket and `after=<last seq>`. Returns when each has its
 * missed message (or after 60 s), with the slowest time.
 */
async function storm({ sockets, origin, tally }) {
  tally.reset();
  for (const s of sockets) s.close();
  await sleep(500);
  const lastSeen = sockets.map((s) => [...s.lastSeq.values()][0] ?? 0);
  let sent = 0;
  await inBatches(sockets, 64, async (s) => {
    const r = await post(origin, '/v1/me/support-chat/messages', s.person.token, {
      clientId: crypto.randomUUID(),
      body: '斷線期間的訊息',
    });
    if (r.status === 201 || r.status === 200) sent++;
  });
  let caughtUp = 0;
  const times = [];
  const t0 = performance.now();
  const done = new Promise((resolve) => {
    sockets.forEach((s, i) => {
      s.onMessage = (m) => {
        if (m.seq > lastSeen[i] && !s.caughtUp) {
          s.caughtUp = true;
          times.push(performance.now() - t0);
          if (++caughtUp === sockets.length) resolve();
        }
      };
    });
  });
  let failed = 0;
  const opening = Promise.all(
    sockets.map(async (s, i) => {
      try {
        await s.open(await socketUrl(origin, s.person, 'USER', lastSeen[i]));
      } catch {
        failed++;
      }
    }),
  );
  await Promise.race([Promise.all([opening, done]), sleep(60_000)]);
  times.sort((x, y) => x - y);
  return {
    clients: sockets.length,
    missedMessagesSent: sent,
    caughtUp,
    failedToConnect: failed,
    duplicates: tally.duplicates,
    allMs: caughtUp === sockets.length ? Math.round(times.at(-1)) : null,
    p50Ms: times.length ? Math.round(times[Math.floor(times.length / 2)]) : null,
  };
}

/** The chat part's lines of the summary. */
export function formatChat(chat) {
  if (!chat) return ['', 'Support chat: not measured'];
  const { ours, ceiling, ratios, targets: t } = chat;
  const run = (r) =>
    r
      ? `${r.stored}/${r.sent} stored at ${r.achievedPerSecond}/s; user p50 ${r.user.p50Ms} / ` +
        `p99 ${r.user.p99Ms} ms, support p50 ${r.support.p50Ms} / p99 ${r.support.p99Ms} ms; ` +
        `delivered ${r.user.delivered} + ${r.support.delivered} of ${r.expected.USER} + ` +
        `${r.expected.SUPPORT}; ${r.duplicates} duplicates, ${r.outOfOrder} out of order, ` +
        `${r.foreign} to another user; ` +
        `${r.serverCpuMsPerMessage} ms server CPU per message`
      : 'not measured';
  const s = ours.storm;
  return [
    '',
    `Support chat (ceiling: bare ws broadcast, same clients; ratio = ours ÷ ceiling)`,
    ours.idleClients === undefined
      ? '  idle: not measured (--chat-quick)'
      : `  idle: ${ours.idleClients} sockets, ${ours.idleKbPerConnection} KB each ` +
        `(target ≤ ${t.idleKbPerConnection}; ceiling ${ceiling.idleKbPerConnection} KB, ×${ratios.idleMemory})`,
    `  ${t.messagesPerSecond}/s, one instance (p99 target ≤ ${t.p99OneInstanceMs} ms): ${run(ours.oneInstance)}`,
    `  ${t.messagesPerSecond}/s, two instances + Redis (p99 target ≤ ${t.p99TwoInstancesMs} ms): ${run(ours.twoInstances)}`,
    `  ceiling at ${t.messagesPerSecond}/s: ${run(ceiling.rate)}`,
    `  ratios: p99 ×${ratios.p99OneInstance}, CPU per message ×${ratios.cpuPerMessage}`,
    `  lower rates, one instance (support side): ${(ours.sweep ?? [])
      .map(
        (w) =>
          `${w.rate}/s p50 ${w.p50Ms} / p99 ${w.p99Ms} ms, ${w.serverCpuMsPerMessage} ms CPU per message`,
      )
      .join('; ')}`,
    s
      ? `  reconnect storm: ${s.caughtUp}/${s.clients} caught up, all in ${s.allMs} ms (p50 ` +
        `${s.p50Ms} ms; target ≤ ${t.stormMs} ms; ceiling reconnects in ${ceiling.stormMs} ms), ` +
        `${s.failedToConnect} failed, ${s.duplicates} duplicates`
      : '  reconnect storm: not measured',
    `  chat targets: ${chat.met ? 'met' : 'MISSED (see warnings)'}`,
  ];
}
