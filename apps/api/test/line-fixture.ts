import { randomUUID } from 'node:crypto';
import { beforeEach, expect } from 'vitest';
import { sellerMembers } from '../src/db/schema';
import { SecretBox } from '../src/lib/secret-box';
import type { LineNotifier } from '../src/modules/notifications';
import type { FakeLinePlatform } from '../src/platform/line/line-fake';
import { LineMessenger } from '../src/platform/line/messenger';
import { bookingTestApp, signedInUser } from './booking-factories';

type BookingTestApp = ReturnType<typeof bookingTestApp>;

/** The LINE Login channel the tests' sellers save. */
export const LOGIN_CHANNEL = '1650000001';

/** A new LINE user id. */
export const newLineUserId = () => `U${randomUUID().replaceAll('-', '')}`;

/**
 * The body of PUT /v1/sellers/{sellerId}/line-settings: the login channel, no LIFF, no shops,
 * nothing sent on link, phone numbers masked; `fields` adds or changes any of them.
 */
export function lineSettingsBody(fields: Record<string, unknown> = {}) {
  return {
    liffId: null,
    loginChannelId: LOGIN_CHANNEL,
    messagingChannelId: null,
    showBookingButton: true,
    bookableShops: [],
    defaultShopName: null,
    sendMessageOnLink: false,
    canUnmaskPhoneNumber: false,
    ...fields,
  };
}

/** What a LINE test does with its booking test app `h`. */
export function lineKit(h: BookingTestApp) {
  const fake = (): FakeLinePlatform => h.t.app.lineFake!;
  return {
    /** The app's fake LINE platform. */
    fake,
    /** A new signed-in user made the seller's owner. */
    async ownerOf(sellerId: number) {
      const owner = await signedInUser(h.t);
      await h.t.database.db
        .insert(sellerMembers)
        .values({ sellerId, userId: owner.user.id, role: 'OWNER' });
      return owner;
    },
    /** The seller's LINE settings, `lineSettingsBody(fields)`, saved through the API by `token`. */
    async saveLineSettings(sellerId: number, token: string, fields: Record<string, unknown>) {
      const res = await h.api.call('PUT', `/v1/sellers/${sellerId}/line-settings`, {
        token,
        body: lineSettingsBody(fields),
      });
      expect(res.status).toBe(200);
      return res;
    },
    /** A LINE session (real tokens from the fake) of a LINE user following the seller's account. */
    async lineSession(sellerId: number, userId = newLineUserId()) {
      const res = await h.api.call('POST', '/v1/dev/line/tokens', {
        body: { sellerId, userId, displayName: '小美', follow: true },
      });
      expect(res.status).toBe(200);
      return { userId, ...(res.body.data as { idToken: string; accessToken: string }) };
    },
    /** A notifier like the app's: the real messenger against the fake, the app's sealing key. */
    lineNotifierOf(): LineNotifier {
      return {
        messenger: new LineMessenger(fake().url),
        secrets: new SecretBox(h.t.config.payments.secretKey),
        onTokenOpened: (token) => fake().registerChannelToken(token),
      };
    },
  };
}

/**
 * The booking test app of a LINE test file (Tuesday 1 December 2026, 08:00 in Taipei) and its
 * LINE kit; the fake LINE platform forgets pushes and scripted failures before each test.
 */
export function lineTestApp() {
  const h = bookingTestApp(new Date('2026-12-01T00:00:00Z'));
  const kit = lineKit(h);
  beforeEach(() => kit.fake().reset());
  return { h, ...kit };
}
