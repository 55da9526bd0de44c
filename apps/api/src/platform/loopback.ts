import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A fake's HTTP server on 127.0.0.1. */
type Loopback = {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** Stops listening; `dropConnections` also ends open (keep-alive) sockets at once. */
  close: (options?: { dropConnections?: boolean }) => Promise<void>;
};

/**
 * Serves `handle` on 127.0.0.1 at `port` (0: a free one); `onError` answers a request whose
 * handler threw. The server is unref'd: it never keeps the process alive by itself.
 */
export function serveLoopback(
  port: number,
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>,
  onError: (res: http.ServerResponse, error: unknown) => void,
): Promise<Loopback> {
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => onError(res, error));
  });
  const close = async ({ dropConnections = false } = {}) => {
    if (dropConnections) server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      server.unref();
      resolve({ origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close });
    });
  });
}

/** The request's whole body as text. */
export function readText(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The request's body parsed as JSON (taken to be an object), or undefined when it is not JSON. */
export async function readJson(
  req: http.IncomingMessage,
): Promise<Record<string, unknown> | undefined> {
  const text = await readText(req);
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/**
 * A stand-in for an outside HTTP API, served on 127.0.0.1: a subclass answers requests in
 * `handle`, says in `failed` what a request whose handler threw gets, and starts with `listen`.
 */
export abstract class LoopbackFake {
  /** Where the fake answers: its origin, and the API's base path if it has one. */
  url = '';
  /** Whether `close` also ends open (keep-alive) sockets at once. */
  protected readonly dropConnectionsOnClose: boolean = false;
  private loopback: Loopback | null = null;

  protected abstract handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void>;
  protected abstract failed(res: http.ServerResponse, error: unknown): void;

  /** Serves at `port` (0: a free one); `basePath` follows the origin in `url`. */
  protected async listen(port: number, basePath = ''): Promise<void> {
    this.loopback = await serveLoopback(
      port,
      (req, res) => this.handle(req, res),
      (res, error) => this.failed(res, error),
    );
    this.url = `${this.loopback.origin}${basePath}`;
  }

  async close(): Promise<void> {
    const loopback = this.loopback;
    this.loopback = null;
    await loopback?.close({ dropConnections: this.dropConnectionsOnClose });
  }
}
