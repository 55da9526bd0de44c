import Fastify from 'fastify';
import { LinePayClient } from '../../src/platform/line-pay/line-pay-client';
import { FakeLinePayState, fakeLinePay } from '../../src/platform/line-pay/line-pay-fake';

/** The fake LINE Pay on its own loopback port, and the real client pointed at it. */
export interface FakeLinePayServer {
  state: FakeLinePayState;
  /** http://127.0.0.1:PORT */
  url: string;
  client: LinePayClient;
  close: () => Promise<void>;
}

/**
 * Starts the fake LINE Pay for an API test: pass `{ gateway: server.client, fake: server.state }`
 * to buildApp (createTestApp's `linePay` option does). `clock` drives its 20-minute expiry;
 * short read budgets keep a scripted timeout quick.
 */
export async function startFakeLinePay(
  clock: () => Date = () => new Date(),
  timeoutMs = 1_000,
): Promise<FakeLinePayServer> {
  const app = Fastify();
  const state = new FakeLinePayState(clock);
  let url = '';
  await app.register(fakeLinePay, { state, publicUrl: () => url, access: 'public' });
  url = await app.listen({ host: '127.0.0.1', port: 0 });
  const client = new LinePayClient({
    baseUrl: url,
    timeoutsMs: {
      request: timeoutMs,
      confirm: timeoutMs,
      refund: timeoutMs,
      check: timeoutMs,
      details: timeoutMs,
    },
  });
  return { state, url, client, close: () => app.close() };
}
