import { afterAll, beforeAll, beforeEach } from 'vitest';
import { SecretBox } from '../src/lib/secret-box';
import { ScheduleCache } from '../src/modules/availability';
import type { CheckoutContext } from '../src/modules/checkout';
import type { RecordingSmsSender } from '../src/platform/sms/sms-sender';
import { type FakeLinePayServer, startFakeLinePay } from './fakes/line-pay-server';
import { createTestApp } from './helper';
import type { ClockedApp } from './clocked-app';
import { client } from './sign-in';

/** What every checkout test app holds: its clock, the app and a client, and the fake LINE Pay. */
export interface CheckoutHarness extends ClockedApp {
  linePay: FakeLinePayServer;
}

/** The context the checkout functions and background jobs run with, on the harness's clock. */
export function checkoutContext(h: CheckoutHarness, sms: RecordingSmsSender): CheckoutContext {
  return {
    db: h.t.database.db,
    clock: () => h.now,
    sms,
    publicBaseUrl: 'https://haoyue.test',
    log: h.t.app.log,
    tasks: h.t.app.backgroundTasks,
    schedules: new ScheduleCache(),
    secrets: new SecretBox(h.t.config.payments.secretKey),
    linePay: () => h.linePay.client,
    fakeLinePay: h.linePay.state,
    work: h.t.app.workQueue,
  };
}

/**
 * Starts the harness for the test file: the fake LINE Pay on its own port driven by the
 * harness's clock (`linePayTimeoutMs` for the client's timeouts, its default if not given), the
 * app on that clock sending texts to `outbox`; the clock goes back to `start` before each test.
 */
export function startCheckoutApp(
  h: CheckoutHarness,
  o: { start: Date; outbox: RecordingSmsSender; linePayTimeoutMs?: number },
): void {
  beforeAll(async () => {
    h.linePay = await startFakeLinePay(() => h.now, o.linePayTimeoutMs);
    h.t = await createTestApp({ clock: () => h.now, smsSender: o.outbox, linePay: h.linePay });
    h.api = client(h.t.app);
  });
  afterAll(async () => {
    await h.t.close();
    await h.linePay.close();
  });
  beforeEach(() => {
    h.now = o.start;
  });
}
