import {
  CHAT_SOCKET_CLOSE,
  CHAT_SOCKET_PATH,
  ERROR_STATUS,
  type TChatClientEvent,
  type TChatMessageWire,
  type TChatServerEvent,
} from '@haoyue/contracts';
import { ApiError } from '../../../lib/api-error';
import type { ChatSendBody } from './thread-api';

/**
 * A send on the socket that got no answer: the connection dropped, or the answer took too long.
 * The caller sends it again through the call; its clientId makes that store it once.
 */
export class SocketSendLost extends Error {
  constructor() {
    super('the socket send got no answer');
    this.name = 'SocketSendLost';
  }
}

/** How long a socket send waits for its answer before the call takes over. */
const SEND_ANSWER_MS = 10_000;

type WaitingSend = {
  resolve: (message: TChatMessageWire) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
};

/** What a chat socket connection needs from the page. */
export interface ChatSocketHandlers {
  /** A fresh single-use ticket (every connection takes a new one). */
  getTicket: () => Promise<{ ticket: string }>;
  /** The user's socket: the last seq held, sent as `?after=` so the server replays what was missed. */
  afterSeq?: () => number;
  /** Support's socket: the conversation shown and its last seq, resumed on every connection. */
  resume?: () => { conversationId: number; afterSeq: number } | null;
  onEvent: (event: TChatServerEvent) => void;
  /** Whether the socket is open (the page may show 連線中…). */
  onStatus?: (connected: boolean) => void;
}

/** The wait before reconnection attempt `n` (0-based): 1 s doubling to 30 s, with ±50 % jitter. */
export function backoffDelay(attempt: number, random = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** attempt);
  return Math.round(base * (0.5 + random()));
}

/** The socket's URL on the page's origin. */
export function chatSocketUrl(ticket: string, afterSeq: number | null): string {
  const { protocol, host } = window.location;
  const params = new URLSearchParams({ ticket });
  if (afterSeq !== null) params.set('after', String(afterSeq));
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${CHAT_SOCKET_PATH}?${params}`;
}

const PING_MS = 25_000;

/**
 * One live connection to the chat socket that keeps itself up: a new ticket per connection,
 * reconnection with back-off and jitter (at once after a 4503 restart), and a resume from the
 * last seq held, so a dropped phone connection catches up with exactly what it missed.
 */
export class ChatSocketClient {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private ping: ReturnType<typeof setInterval> | null = null;
  private stopped = false;
  private hello = false;
  private readonly waiting = new Map<string, WaitingSend>();

  constructor(private readonly handlers: ChatSocketHandlers) {}

  /**
   * Sends a user's message on the open socket (one frame, no HTTP request): resolves with the
   * stored message, rejects with the call's ApiError when refused, or with SocketSendLost when no
   * answer comes (send it through the call then). Null while no socket is open.
   */
  sendMessage(body: ChatSendBody): Promise<TChatMessageWire> | null {
    if (!this.hello || this.socket?.readyState !== 1) return null;
    const { clientId } = body;
    this.waiting.get(clientId)?.reject(new SocketSendLost());
    const answer = new Promise<TChatMessageWire>((resolve, reject) => {
      const timer = setTimeout(() => this.settle(clientId, new SocketSendLost()), SEND_ANSWER_MS);
      this.waiting.set(clientId, { resolve, reject, timer });
    });
    this.send({ type: 'send', ...body });
    return answer;
  }

  /** Ends a waiting send with its message, or its error. */
  private settle(clientId: string, outcome: TChatMessageWire | Error): void {
    const waiting = this.waiting.get(clientId);
    if (!waiting) return;
    this.waiting.delete(clientId);
    clearTimeout(waiting.timer);
    if (outcome instanceof Error) waiting.reject(outcome);
    else waiting.resolve(outcome);
  }

  /** Every send still waiting gets no answer on this connection. */
  private loseWaiting(): void {
    for (const clientId of [...this.waiting.keys()]) this.settle(clientId, new SocketSendLost());
  }

  start(): void {
    this.stopped = false;
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.clearPing();
    const socket = this.socket;
    this.socket = null;
    this.hello = false;
    this.loseWaiting();
    if (socket && socket.readyState <= 1) socket.close(1000);
  }

  /** Asks the server for what a conversation (support: the one now shown) holds after `afterSeq`. */
  resume(conversationId: number, afterSeq: number): void {
    this.send({ type: 'resume', conversationId, afterSeq });
  }

  /** Connects again now (the page came back online), unless a connection is open. */
  wake(): void {
    if (this.stopped || (this.socket && this.socket.readyState <= 1)) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.attempt = 0;
    void this.connect();
  }

  private send(event: TChatClientEvent): void {
    if (this.socket?.readyState === 1) this.socket.send(JSON.stringify(event));
  }

  private clearPing(): void {
    if (this.ping) clearInterval(this.ping);
    this.ping = null;
  }

  private retry(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, delay);
  }

  private async connect(): Promise<void> {
    let ticket: string;
    try {
      ticket = (await this.handlers.getTicket()).ticket;
    } catch {
      this.retry(backoffDelay(this.attempt++));
      return;
    }
    if (this.stopped) return;
    const afterSeq = this.handlers.afterSeq ? this.handlers.afterSeq() : null;
    const socket = new WebSocket(chatSocketUrl(ticket, afterSeq));
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.handlers.onStatus?.(true);
      const resume = this.handlers.resume?.();
      if (resume) this.resume(resume.conversationId, resume.afterSeq);
      this.clearPing();
      this.ping = setInterval(() => this.send({ type: 'ping' }), PING_MS);
    };
    socket.onmessage = (message: MessageEvent) => {
      let event: TChatServerEvent;
      try {
        event = JSON.parse(String(message.data)) as TChatServerEvent;
      } catch {
        return;
      }
      if (event.type === 'hello') this.hello = true;
      if (event.type === 'sent') return this.settle(event.clientId, event.message);
      if (event.type === 'send-failed') {
        const { code, message } = event.error;
        const status = (ERROR_STATUS as Record<string, number>)[code] ?? 500;
        return this.settle(event.clientId, new ApiError(code, message, status));
      }
      this.handlers.onEvent(event);
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.hello = false;
      this.loseWaiting();
      this.clearPing();
      this.handlers.onStatus?.(false);
      if (this.stopped || event.code === CHAT_SOCKET_CLOSE.FORBIDDEN) return;
      // A restart: another instance answers now. A bad ticket: the next connection gets a new one.
      if (event.code === CHAT_SOCKET_CLOSE.RESTARTING) this.retry(0);
      else this.retry(backoffDelay(this.attempt++));
    };
  }
}
