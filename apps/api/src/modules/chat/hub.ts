import {
  CHAT_PAGE_MAX,
  CHAT_SOCKET_CLOSE,
  type TChatMessageWire,
  type TChatServerEvent,
  ZSendChatMessageRequest,
} from '@haoyue/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import { chatConversations } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { rowsOf } from '../../lib/sql-rows';
import type { ChatBusEvent } from './bus';
import type { ChatContext } from './context';
import { messagesAfter, sendMessage } from './messages';

const PING_MS = 30_000;
const RECEIPT_FLUSH_MS = 200;
/** `ws.send` options for an event already encoded as UTF-8: still a text frame. */
const TEXT = { binary: false } as const;

/** A server event as the bytes of its JSON text. */
function textFrame(event: TChatServerEvent): Buffer {
  return Buffer.from(JSON.stringify(event));
}

/**
 * One conversation as one socket follows it: the last seq written to it, and the messages
 * held while a gap is read from the database (decision 024's order rule).
 */
type Stream = { last: number; held: TChatMessageWire[] | null; filling: boolean };

/** One open socket: as little state as it takes (no request object, no closures per message). */
export type ChatConnection = {
  ws: WebSocket;
  side: 'USER' | 'SUPPORT';
  userId: number;
  /** The session (access token id) the socket's ticket was issued to: a user's sends check it. */
  sessionId: string;
  /** USER: their conversation, once it exists. */
  conversationId: number | null;
  streams: Map<number, Stream>;
  alive: boolean;
  /** While a user's socket opens: messages that arrived before its place was read. */
  early: TChatMessageWire[] | null;
  /** Its TCP socket holds what is written until the end of this turn of the event loop. */
  corked: boolean;
};

/**
 * The live hub of this instance: its sockets, what the bus brings (every instance's events,
 * this one's too), each message to each interested socket once and in seq order, delivered
 * receipts coalesced, pings.
 */
export class ChatHub {
  private readonly users = new Map<number, Set<ChatConnection>>();
  private readonly support = new Set<ChatConnection>();
  private readonly delivered = new Map<number, { USER: number; SUPPORT: number; userId: number }>();
  private readonly pinger: NodeJS.Timeout;
  private readonly flusher: NodeJS.Timeout;
  private closing = false;
  /** Sockets corked in this turn of the event loop, written out together at its end. */
  private corked: ChatConnection[] = [];
  private readonly frames = new WeakMap<TChatMessageWire, Buffer>();

  constructor(private readonly ctx: ChatContext) {
    ctx.bus.subscribe((event) => this.onEvent(event));
    this.pinger = setInterval(() => this.ping(), PING_MS);
    this.pinger.unref();
    this.flusher = setInterval(() => void this.flushReceipts(), RECEIPT_FLUSH_MS);
    this.flusher.unref();
  }

  /** Open sockets of this instance by side (the metrics' `chat_sockets`). */
  socketCounts(): { USER: number; SUPPORT: number } {
    let users = 0;
    for (const set of this.users.values()) users += set.size;
    return { USER: users, SUPPORT: this.support.size };
  }

  /** Takes an authenticated socket: hello, then (a user's) replay of what came after `after`. */
  async open(
    ws: WebSocket,
    who: { side: 'USER' | 'SUPPORT'; userId: number; sessionId: string },
    after: number | null,
  ): Promise<void> {
    const conn: ChatConnection = {
      ws,
      side: who.side,
      userId: who.userId,
      sessionId: who.sessionId,
      conversationId: null,
      streams: new Map(),
      alive: true,
      early: null,
      corked: false,
    };
    ws.on('pong', () => {
      conn.alive = true;
    });
    ws.on('close', () => this.remove(conn));
    ws.on('error', () => ws.terminate());
    ws.on('message', (data, isBinary) => this.onFrame(conn, data, isBinary));
    if (this.closing) {
      ws.close(CHAT_SOCKET_CLOSE.RESTARTING, 'restarting');
      return;
    }
    if (who.side === 'SUPPORT') {
      this.support.add(conn);
      this.send(conn, { type: 'hello', side: 'SUPPORT', conversationId: null });
      return;
    }
    // Until its place is read, what the bus brings for this socket waits (hello goes first).
    conn.early = [];
    let set = this.users.get(who.userId);
    if (!set) this.users.set(who.userId, (set = new Set()));
    set.add(conn);
    const [row] = await this.ctx.db
      .select({ id: chatConversations.id, lastSeq: chatConversations.lastSeq })
      .from(chatConversations)
      .where(eq(chatConversations.userId, who.userId));
    const early = conn.early;
    conn.early = null;
    if (ws.readyState !== ws.OPEN) return;
    conn.conversationId = row?.id ?? early[0]?.conversationId ?? null;
    this.send(conn, { type: 'hello', side: 'USER', conversationId: conn.conversationId });
    if (conn.conversationId === null) return;
    const lastSeq = row?.lastSeq ?? 0;
    // An `after` beyond the last message (a stale client) would hide the next ones: clamp it.
    const stream = this.streamOf(conn, conn.conversationId, Math.min(after ?? lastSeq, lastSeq));
    stream.held = early;
    if (early.length > 0 || stream.last < lastSeq) {
      void this.fill(conn, {
        conversationId: conn.conversationId,
        stream,
        resuming: after !== null,
      });
    } else {
      stream.held = null;
    }
  }

  /** SIGTERM: no new sockets; every open one is told to reconnect elsewhere (4503). */
  drain(): void {
    this.closing = true;
    for (const conn of this.all()) conn.ws.close(CHAT_SOCKET_CLOSE.RESTARTING, 'restarting');
  }

  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.pinger);
    clearInterval(this.flusher);
    await this.flushReceipts();
    for (const conn of this.all()) conn.ws.terminate();
  }

  private *all(): Generator<ChatConnection> {
    yield* this.support;
    for (const set of this.users.values()) yield* set;
  }

  private remove(conn: ChatConnection): void {
    if (conn.side === 'SUPPORT') {
      this.support.delete(conn);
      return;
    }
    const set = this.users.get(conn.userId);
    set?.delete(conn);
    if (set && set.size === 0) this.users.delete(conn.userId);
  }

  private ping(): void {
    for (const conn of this.all()) {
      if (!conn.alive) {
        conn.ws.terminate();
        continue;
      }
      conn.alive = false;
      conn.ws.ping();
    }
  }

  private onFrame(conn: ChatConnection, data: unknown, isBinary: boolean): void {
    conn.alive = true;
    if (isBinary) return;
    let frame: unknown;
    try {
      frame = JSON.parse(String(data));
    } catch {
      return;
    }
    const f = frame as { type?: unknown; conversationId?: unknown; afterSeq?: unknown };
    if (f.type === 'send') return this.onSend(conn, frame as Record<string, unknown>);
    if (f.type !== 'resume' || conn.side !== 'SUPPORT') return;
    const id = f.conversationId;
    const after = f.afterSeq;
    if (!Number.isSafeInteger(id) || !Number.isSafeInteger(after)) return;
    if ((id as number) < 1 || (after as number) < 0) return;
    const stream = conn.streams.get(id as number);
    if (stream) {
      // Resuming lower than what was sent: the client lost some; send them again.
      if ((after as number) < stream.last && !stream.filling) stream.last = after as number;
    }
    const s = stream ?? this.streamOf(conn, id as number, after as number);
    void this.fill(conn, { conversationId: id as number, stream: s, resuming: true });
  }

  /**
   * A user's message sent on the socket: the call's body, rules and storage (`sendMessage`), its
   * session checked as the message is stored; answered `sent` (the stored message; the `message`
   * event follows as for any message) or `send-failed` with the call's error. A session signed
   * out or suspended since the socket opened closes it (4403).
   */
  private onSend(conn: ChatConnection, frame: Record<string, unknown>): void {
    const clientId = typeof frame.clientId === 'string' ? frame.clientId.slice(0, 64) : '';
    const fail = (code: string, message: string) =>
      this.send(conn, { type: 'send-failed', clientId, error: { code, message } });
    // Support's sends are admin calls (the idle rule, the audit): through HTTP only.
    if (conn.side !== 'USER') return fail('E_FORBIDDEN', '客服請由收件匣傳送訊息');
    const parsed = ZSendChatMessageRequest.safeParse({
      clientId: frame.clientId,
      body: frame.body,
      imageId: frame.imageId,
    });
    if (!parsed.success) {
      return fail('E_VALIDATION', parsed.error.issues[0]?.message ?? '訊息格式不正確');
    }
    const { body, imageId } = parsed.data;
    sendMessage(this.ctx, {
      sender: 'USER',
      senderUserId: conn.userId,
      target: { userId: conn.userId },
      clientId,
      body,
      imageId,
      session: conn.sessionId,
    }).then(
      ({ message }) => this.send(conn, { type: 'sent', clientId, message }),
      (err: unknown) => {
        if (!(err instanceof AppError) || err.statusCode >= 500) {
          this.ctx.log.error({ err }, 'chat: a socket send failed');
          return fail('E_INTERNAL', '傳送失敗，請稍後再試');
        }
        fail(err.code, err.message);
        if (err.statusCode === 401) conn.ws.close(CHAT_SOCKET_CLOSE.FORBIDDEN, 'signed out');
      },
    );
  }

  private streamOf(conn: ChatConnection, conversationId: number, last: number): Stream {
    let stream = conn.streams.get(conversationId);
    if (!stream) {
      stream = { last, held: null, filling: false };
      conn.streams.set(conversationId, stream);
    }
    return stream;
  }

  private onEvent(event: ChatBusEvent): void {
    if (event.t === 'message') {
      const { message } = event;
      for (const conn of this.users.get(event.userId) ?? []) {
        if (conn.early) {
          conn.early.push(message);
          continue;
        }
        if (conn.conversationId === null) conn.conversationId = message.conversationId;
        this.deliver(conn, message);
      }
      for (const conn of this.support) this.deliver(conn, message);
      return;
    }
    // Each event is encoded once, whatever the number of sockets it goes to.
    if (event.t === 'receipt') {
      const text = textFrame({
        type: 'receipt',
        conversationId: event.conversationId,
        side: event.side,
        deliveredSeq: event.deliveredSeq,
        readSeq: event.readSeq,
      });
      for (const conn of this.users.get(event.userId) ?? []) {
        if (!conn.early) this.sendText(conn, text);
      }
      // Support's own delivered seq is news only to the user (support's pages show the user's
      // receipts; their unread counts follow what support read, not what it received).
      if (event.side === 'SUPPORT' && event.moved === 'delivered') return;
      for (const conn of this.support) this.sendText(conn, text);
      return;
    }
    const text = textFrame({
      type: 'conversation',
      conversationId: event.conversationId,
    });
    for (const conn of this.support) this.sendText(conn, text);
  }

  /**
   * Writes `message` to the socket once and in order: at or below the last sent, dropped; the
   * next one, sent; beyond it, held while the gap is read from the database. A support socket
   * that never resumed a conversation starts following it at the first message it sees.
   */
  private deliver(conn: ChatConnection, message: TChatMessageWire): void {
    const id = message.conversationId;
    const stream = this.streamOf(conn, id, message.seq - 1);
    if (stream.filling) {
      (stream.held ??= []).push(message);
      return;
    }
    if (message.seq <= stream.last) return;
    if (message.seq === stream.last + 1) {
      this.write(conn, stream, message);
      return;
    }
    stream.held = [message];
    void this.fill(conn, { conversationId: id, stream, resuming: false });
  }

  /** Reads what the stream misses from the database, then sends what was held, in order. */
  private async fill(
    conn: ChatConnection,
    {
      conversationId,
      stream,
      resuming,
    }: { conversationId: number; stream: Stream; resuming: boolean },
  ): Promise<void> {
    if (stream.filling) return;
    stream.filling = true;
    try {
      if (resuming && conn.side === 'SUPPORT') {
        // A support resume names any conversation: an unknown one is forgotten, a seq beyond
        // its last message clamped (else the next messages would count as already sent).
        const [row] = await this.ctx.db
          .select({ lastSeq: chatConversations.lastSeq })
          .from(chatConversations)
          .where(eq(chatConversations.id, conversationId));
        if (!row) {
          conn.streams.delete(conversationId);
          return;
        }
        stream.last = Math.min(stream.last, row.lastSeq);
      }
      for (let round = 0; round < 3; round++) {
        const missed = await messagesAfter(this.ctx, {
          conversationId,
          afterSeq: stream.last,
          limit: CHAT_PAGE_MAX + 1,
        });
        if (missed.length > CHAT_PAGE_MAX) {
          this.send(conn, { type: 'reset', conversationId });
          const [row] = await this.ctx.db
            .select({ lastSeq: chatConversations.lastSeq })
            .from(chatConversations)
            .where(eq(chatConversations.id, conversationId));
          stream.last = Math.max(stream.last, row?.lastSeq ?? 0);
        } else {
          for (const m of missed) if (m.seq === stream.last + 1) this.write(conn, stream, m);
        }
        const held = (stream.held ?? []).sort((a, b) => a.seq - b.seq);
        stream.held = null;
        for (const m of held) if (m.seq === stream.last + 1) this.write(conn, stream, m);
        const waiting = held.filter((m) => m.seq > stream.last);
        if (waiting.length === 0) break;
        stream.held = waiting;
        resuming = false;
      }
    } catch (err) {
      this.ctx.log.warn({ err }, 'chat: reading missed messages failed');
      if (resuming) this.send(conn, { type: 'reset', conversationId });
    } finally {
      stream.filling = false;
      stream.held = null;
    }
  }

  private write(conn: ChatConnection, stream: Stream, message: TChatMessageWire): void {
    stream.last = message.seq;
    // One message goes to many sockets: encoded once.
    let frame = this.frames.get(message);
    if (frame === undefined) {
      frame = textFrame({ type: 'message', message });
      this.frames.set(message, frame);
    }
    this.sendText(conn, frame);
    const otherSide = conn.side === 'USER' ? message.sender !== 'USER' : message.sender === 'USER';
    if (otherSide) this.noteDelivered(message.conversationId, conn.side, message.seq);
  }

  private send(conn: ChatConnection, event: TChatServerEvent): void {
    this.sendText(conn, textFrame(event));
  }

  /**
   * Writes an encoded event as a text frame (ws would encode a string again per socket). The
   * frames a socket gets in one turn of the event loop leave in one write: under load a support
   * socket gets many per turn, and each write to a socket costs a system call.
   */
  private sendText(conn: ChatConnection, frame: Buffer): void {
    if (conn.ws.readyState !== conn.ws.OPEN) return;
    if (!conn.corked) {
      const tcp = (conn.ws as unknown as { _socket?: Socket })._socket;
      if (tcp) {
        tcp.cork();
        conn.corked = true;
        if (this.corked.push(conn) === 1) setImmediate(() => this.uncork());
      }
    }
    conn.ws.send(frame, TEXT);
  }

  private uncork(): void {
    const corked = this.corked;
    this.corked = [];
    for (const conn of corked) {
      conn.corked = false;
      (conn.ws as unknown as { _socket?: Socket })._socket?.uncork();
    }
  }

  private noteDelivered(conversationId: number, side: 'USER' | 'SUPPORT', seq: number): void {
    let entry = this.delivered.get(conversationId);
    if (!entry) this.delivered.set(conversationId, (entry = { USER: 0, SUPPORT: 0, userId: 0 }));
    entry[side] = Math.max(entry[side], seq);
  }

  /**
   * Writes the delivered seqs gathered since the last flush (greatest wins), one statement per
   * side for every conversation at once, then tells both sides of each that moved. It never
   * waits for a row lock (a conversation being written to, or another instance's flush): rows
   * locked now are skipped and kept for the next flush, so no lock order can deadlock.
   */
  private async flushReceipts(): Promise<void> {
    if (this.delivered.size === 0) return;
    const batch = [...this.delivered];
    this.delivered.clear();
    for (const side of ['USER', 'SUPPORT'] as const) {
      const moved = batch.filter(([, seqs]) => seqs[side] > 0);
      if (moved.length === 0) continue;
      const column = side === 'USER' ? 'user_delivered_seq' : 'support_delivered_seq';
      const read = side === 'USER' ? 'user_read_seq' : 'support_read_seq';
      const ids = moved.map(([id]) => id);
      const seqs = moved.map(([, s]) => s[side]);
      try {
        const result = await this.ctx.db.execute(sql`
          with locked as (
            select id from chat_conversations
            where id = any(${sql.param(ids)}::int[])
            for update skip locked
          ), moved as (
            update chat_conversations c
            set ${sql.raw(column)} = v.seq
            from unnest(${sql.param(ids)}::int[], ${sql.param(seqs)}::int[]) as v(id, seq)
            where c.id = v.id and c.id in (select id from locked) and c.${sql.raw(column)} < v.seq
            returning c.id, c.user_id, c.${sql.raw(column)} as delivered, c.${sql.raw(read)} as read
          )
          select true as moved, id, user_id, delivered, read from moved
          union all
          select false, id, null, null, null from locked`);
        const rows = rowsOf<{
          moved: boolean;
          id: number;
          user_id: number;
          delivered: number;
          read: number;
        }>(result);
        const done = new Set(rows.filter((r) => !r.moved).map((r) => Number(r.id)));
        for (const [id, entry] of moved) {
          if (!done.has(id)) this.noteDelivered(id, side, entry[side]);
        }
        for (const row of rows.filter((r) => r.moved)) {
          this.ctx.bus.publish({
            t: 'receipt',
            userId: Number(row.user_id),
            conversationId: Number(row.id),
            side,
            deliveredSeq: Number(row.delivered),
            readSeq: Number(row.read),
            moved: 'delivered',
          });
        }
      } catch (err) {
        this.ctx.log.warn({ err }, 'chat: recording delivered receipts failed');
      }
    }
  }
}
