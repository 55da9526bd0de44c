import type { TChatServerEvent } from '@haoyue/contracts';
import WebSocket from 'ws';

/**
 * A test's chat socket: every event it received, in order, and ways to wait for some. Used by
 * the socket and two-instance tests (not by the app).
 */
export class TestSocket {
  readonly events: TChatServerEvent[] = [];
  closeCode: number | null = null;
  private waiters: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.events.push(JSON.parse(String(data)) as TChatServerEvent);
      this.wake();
    });
    ws.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
    ws.on('error', () => {});
  }

  static open(url: string): Promise<TestSocket> {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    const socket = new TestSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** Resolves when `done` holds, or rejects after `ms`. */
  async until(done: () => boolean, ms = 5000, what = 'events'): Promise<void> {
    const deadline = Date.now() + ms;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `timed out waiting for ${what}: ${JSON.stringify(this.events).slice(0, 500)}`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  messages(conversationId?: number) {
    return this.events.flatMap((e) =>
      e.type === 'message' &&
      (conversationId === undefined || e.message.conversationId === conversationId)
        ? [e.message]
        : [],
    );
  }

  send(frame: unknown): void {
    this.ws.send(JSON.stringify(frame));
  }

  close(): Promise<void> {
    if (this.closeCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.terminate();
    });
  }
}
