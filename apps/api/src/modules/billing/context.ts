import type { TCardGatewaySetup } from '@haoyue/contracts';
import type { WorkQueue } from '../../jobs/work-queue';
import type { LinkedAppContext } from '../../lib/app-context';
import type { CardGateway } from '../../platform/card-gateway/card-gateway';
import type { LineNotifier } from '../notifications';

/**
 * What seller billing needs from the app: the database, the time, sealed card keys and tokens
 * (`secrets`), the gateway; 3-D Secure sends the owner back to pages under `publicBaseUrl`.
 */
export type BillingContext = LinkedAppContext & {
  gateway: CardGateway;
  /** What the card page loads its card fields from (public keys only). */
  setup: TCardGatewaySetup;
  /** Tells a seller's owner about their licence by SMS (delivered after the response). */
  notifyOwner: (phoneNumber: string, text: string) => void;
  /**
   * Also by LINE, through the seller's own official account, when the owner is linked to it
   * and follows it.
   */
  line?: LineNotifier;
  /** Where the renewal pass queues each due licence period's renewal (decision 029). */
  work?: Pick<WorkQueue, 'send'>;
};
