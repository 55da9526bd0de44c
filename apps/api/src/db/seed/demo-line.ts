import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { SecretBox } from '../../lib/secret-box';
import type { Db } from '../client';
import { lineSettings, sellers, shops } from '../schema';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * A demo seller's LINE channels, the same at every seed: LINE Login channel 20000000xx with
 * LIFF app `20000000xx-demo00xx`, Messaging API channel 21000000xx, a 32-hex secret and a token.
 */
export function demoLineChannels(sellerId: number) {
  const loginChannelId = String(2_000_000_000 + sellerId);
  return {
    liffId: `${loginChannelId}-demo${String(sellerId).padStart(4, '0')}`,
    loginChannelId,
    messagingChannelId: String(2_100_000_000 + sellerId),
    channelSecret: digest(`haoyue-demo-line-secret-${sellerId}`).toString('hex').slice(0, 32),
    channelAccessToken: digest(`haoyue-demo-line-token-${sellerId}`).toString('base64url'),
  };
}

/**
 * Demo LINE settings: every demo seller has a LIFF app, LINE Login and Messaging API channels
 * (secret and token sealed with the app's key; answered by the fake LINE platform outside
 * production), the booking button, all its shops bookable, and a welcome message on linking.
 */
export async function seedDemoLine(db: Db, secrets: SecretBox, now: number): Promise<void> {
  const sellerRows = await db.select().from(sellers).orderBy(asc(sellers.id));
  for (const seller of sellerRows) {
    const c = demoLineChannels(seller.id);
    const shopRows = await db
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.sellerId, seller.id))
      .orderBy(asc(shops.id));
    await db
      .insert(lineSettings)
      .values({
        sellerId: seller.id,
        liffId: c.liffId,
        loginChannelId: c.loginChannelId,
        messagingChannelId: c.messagingChannelId,
        channelSecretCiphertext: secrets.seal(c.channelSecret),
        channelAccessTokenCiphertext: secrets.seal(c.channelAccessToken),
        showBookingButton: true,
        bookableShopIds: shopRows.map((s) => s.id),
        defaultShopName: null,
        sendMessageOnLink: true,
        canUnmaskPhoneNumber: false,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .onConflictDoNothing();
  }
}
