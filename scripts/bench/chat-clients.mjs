/**
 * The chat bench's simulated people: HTTP calls on a keep-alive agent and WebSocket clients
 * that record what arrives (each message once, in seq order, and how long after it was sent).
 */
import http from 'node:http';
import WebSocket from 'ws';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** POSTs JSON (or nothing) with a bearer token; resolves `{ status, body }`. */
export function post(origin, path, token, json) {
  const payload = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${origin}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let body = null;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            body = text;
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Runs `fn` over `items` with at most `limit` at once. */
export async function inBatches(items, limit, fn) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Percentile of sorted numbers (nearest rank). */
export function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * What the clients of a run saw: `sentAt` maps a clientId to when it was sent; each arrival
 * adds a latency by the receiver's side, and a duplicate or out-of-order arrival is counted.
 */
export function createTally() {
  return {
    sentAt: new Map(),
    latencies: { USER: [], SUPPORT: [] },
    delivered: { USER: 0, SUPPORT: 0 },
    duplicates: 0,
    outOfOrder: 0,
    /** Messages of another user's conversation on a user's socket (must stay 0). */
    foreign: 0,
    /** Socket sends answered: stored, or refused by error code. */
    stored: 0,
    refused: new Map(),
    answered(code) {
      if (code === null) this.stored += 1;
      else this.refused.set(code, (this.refused.get(code) ?? 0) + 1);
    },
    reset() {
      this.stored = 0;
      this.refused = new Map();
      this.sentAt.clear();
      this.latencies = { USER: [], SUPPORT: [] };
      this.delivered = { USER: 0, SUPPORT: 0 };
      this.duplicates = 0;
      this.outOfOrder = 0;
      this.foreign = 0;
    },
    summary() {
      const side = (s) => {
        const sorted = this.latencies[s].slice().sort((a, b) => a - b);
        const round = (v) => (v === null ? null : Math.round(v * 10) / 10);
        return {
          delivered: this.delivered[s],
          p50Ms: round(percentile(sorted, 50)),
          p99Ms: round(percentile(sorted, 99)),
          maxMs: round(sorted.at(-1) ?? null),
        };
      };
      return {
        user: side('USER'),
        support: side('SUPPORT'),
        duplicates: this.duplicates,
        outOfOrder: this.outOfOrder,
        foreign: this.foreign,
      };
    },
  };
}

/**
 * One WebSocket client. `url` is the full socket URL; `side` USER or SUPPORT. It remembers the
 * last seq per conversation, counts a repeated or smaller seq as a duplicate/out of order, and
 * reports latencies of messages the tally knows the send time of.
 */
export class ChatSocket {
  constructor(side, tally) {
    this.side = side;
    this.tally = tally;
    this.lastSeq = new Map();
    this.socket = null;
    this.onMessage = null;
  }

  /** Opens the socket; resolves on the first frame (the chat's hello) or on open for the baseline. */
  open(url, { waitForHello = true } = {}) {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { perMessageDeflate: false });
      this.socket = socket;
      let settled = false;
      const settle = (fn, value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        fn(value);
      };
      const timer = setTimeout(() => settle(reject, new Error('socket open timed out')), 30_000);
      socket.on('open', () => {
        if (!waitForHello) settle(resolve, this);
      });
      socket.on('message', (data) => {
        const event = JSON.parse(String(data));
        if (event.type === 'hello') settle(resolve, this);
        else if (event.type === 'message') this.receive(event.message);
        else if (event.type === 'sent') this.tally.answered(null);
        else if (event.type === 'send-failed') this.tally.answered(event.error.code);
      });
      socket.on('error', (err) => settle(reject, err));
      socket.on('close', (code) => settle(reject, new Error(`socket closed ${code}`)));
    });
  }

  receive(message) {
    const key = message.conversationId ?? 0;
    if (this.side === 'USER') {
      this.conversationId ??= key;
      if (key !== this.conversationId) this.tally.foreign += 1;
    }
    const last = this.lastSeq.get(key) ?? 0;
    if (message.seq === last) this.tally.duplicates += 1;
    else if (message.seq < last) this.tally.outOfOrder += 1;
    else this.lastSeq.set(key, message.seq);
    const sentAt = this.tally.sentAt.get(message.clientId);
    if (sentAt !== undefined) {
      this.tally.latencies[this.side].push(performance.now() - sentAt);
      this.tally.delivered[this.side] += 1;
    }
    this.onMessage?.(message);
  }

  send(json) {
    this.socket.send(JSON.stringify(json));
  }

  close() {
    this.socket?.terminate();
  }
}
