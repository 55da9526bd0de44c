import type { TCardGatewaySetup } from '@haoyue/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import type { CardGateway } from '../../platform/card-gateway/card-gateway';
import type { LineNotifier } from '../notifications';

/** What seller billing needs from the app: the database, the time, sealed card tokens, the gateway. */
export type BillingContext = {
  db: Db;
  /** The current time; tests fix it. */
  clock: () => Date;
  log: FastifyBaseLogger;
  /** 3-D Secure sends the owner back to pages under this URL. */
  publicBaseUrl: string;
  /** Seals and opens card keys and tokens. */
  secrets: SecretBox;
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
};
