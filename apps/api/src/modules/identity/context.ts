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
};
