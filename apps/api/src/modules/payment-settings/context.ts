import type { TLinePayEnvironment } from '@haoyue/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import type { LinePayGateway } from '../../platform/line-pay/line-pay';
import type { FakeLinePayState } from '../../platform/line-pay/line-pay-fake';

/** What online payments need from the app: the database, the time, sealed credentials, LINE Pay. */
export type PaymentsContext = {
  db: Db;
  /** The current time; tests fix it. */
  clock: () => Date;
  log: FastifyBaseLogger;
  /** LINE Pay sends the customer back to pages under this URL. */
  publicBaseUrl: string;
  /** Seals and opens sellers' channel secrets. */
  secrets: SecretBox;
  /** The LINE Pay API a channel of this environment talks to. */
  linePay: (environment: TLinePayEnvironment) => LinePayGateway;
  /**
   * Outside production: the fake LINE Pay the gateway talks to. It learns each seller's channel
   * when the channel is saved or loaded, so demo and test channels sign their calls.
   */
  fakeLinePay: FakeLinePayState | null;
};
