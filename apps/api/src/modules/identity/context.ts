import type { Db } from '../../db/client';
import type { RateLimitStore } from '../../lib/rate-limit-store';
import type { SmsSender } from '../../platform/sms/sms-sender';

/** What the identity services need from the app: database, secrets, counters, gateways. */
export type IdentityContext = {
  db: Db;
  secret: Uint8Array;
  tokenTtlDays: number;
  limits: RateLimitStore;
  sms: SmsSender;
  dialNumbers: string[];
  /**
   * Told whenever a user signs in with a verified phone (so what shops booked for that number
   * becomes theirs: membership's claimPhoneCustomers, wired in app.ts).
   */
  onPhoneVerified?: (userId: number, phoneNumber: string) => Promise<unknown>;
  /**
   * LINE sign-in (the LINE module, wired in app.ts): `userIdOf` answers the user linked to the
   * ID token's LINE user at the seller (E_LINE_NOT_LINKED otherwise); `verify` only checks the
   * token (other providers carrying one). Both throw 401 E_LINE_TOKEN_INVALID for a bad token.
   */
  line?: {
    userIdOf: (sellerId: number, idToken: string) => Promise<number>;
    verify: (sellerId: number, idToken: string) => Promise<unknown>;
  };
};
