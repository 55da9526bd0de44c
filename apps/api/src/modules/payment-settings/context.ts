import type { TLinePayEnvironment } from '@haoyue/contracts';
import type { LinkedAppContext } from '../../lib/app-context';
import type { LinePayGateway } from '../../platform/line-pay/line-pay';
import type { FakeLinePayState } from '../../platform/line-pay/line-pay-fake';

/**
 * What online payments need from the app: the database, the time, sellers' sealed channel
 * secrets (`secrets`), LINE Pay; LINE Pay sends the customer back to pages under `publicBaseUrl`.
 */
export type PaymentsContext = LinkedAppContext & {
  /** The LINE Pay API a channel of this environment talks to. */
  linePay: (environment: TLinePayEnvironment) => LinePayGateway;
  /**
   * Outside production: the fake LINE Pay the gateway talks to. It learns each seller's channel
   * when the channel is saved or loaded, so demo and test channels sign their calls.
   */
  fakeLinePay: FakeLinePayState | null;
};
