import type { IncomingMessage, ServerResponse } from 'node:http';
import { serveLoopback } from '../../src/platform/loopback';

export { readText } from '../../src/platform/loopback';

/** Serves `handle` on a free 127.0.0.1 port; a thrown handler answers 500. */
export async function startLoopbackServer(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const loopback = await serveLoopback(0, handle, (res) => {
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
  return {
    url: loopback.origin,
    // Hung requests and keep-alive sockets would otherwise hold close() open.
    close: () => loopback.close({ dropConnections: true }),
  };
}

/** What every fake gateway gives a test. */
export type FakeGateway<Received> = {
  /** http://127.0.0.1:PORT, to pass as the sender's baseUrl. */
  url: string;
  /** Accepted messages, oldest first; refused ones are not delivered, so not recorded. */
  received: Received[];
  /** Never answer the next request, to exercise client timeouts. */
  hangNext(): void;
  close(): Promise<void>;
};

/** A plan that leaves the request unanswered. */
type Hang = { kind: 'hang' };

/**
 * Answers one request to a fake gateway: records what it accepts in `received` and takes the plan
 * a test queued for this request with `nextPlan()` (undefined: answer normally; `hang`: never).
 */
export type GatewayHandler<Received, Plan> = (
  req: IncomingMessage,
  res: ServerResponse,
  gateway: { received: Received[]; nextPlan: () => Plan | Hang | undefined },
) => Promise<void>;

/** Serves a fake gateway; `queue` is for the fake's own failNext-style methods. */
export async function startFakeGateway<Received, Plan extends { kind: string }>(
  handle: GatewayHandler<Received, Plan>,
): Promise<FakeGateway<Received> & { queue: (plan: Plan) => void }> {
  const received: Received[] = [];
  const plans: (Plan | Hang)[] = [];
  const server = await startLoopbackServer((req, res) =>
    handle(req, res, { received, nextPlan: () => plans.shift() }),
  );
  return {
    url: server.url,
    received,
    queue: (plan) => void plans.push(plan),
    hangNext: () => void plans.push({ kind: 'hang' }),
    close: server.close,
  };
}
