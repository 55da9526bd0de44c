import { createHmac } from 'node:crypto';
import { ERROR_CODES } from '@haoyue/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { lineFriendships } from '../../db/schema';
import type { WebhookVerifier } from '../../http/access';
import { AppError } from '../../lib/errors';
import { safeEqual } from '../../lib/tokens';
import type { LineContext } from './context';
import { sellerChannelSecret } from './settings';

declare module 'fastify' {
  interface FastifyRequest {
    /** The LINE webhook's body as received (its signature covers these bytes). */
    rawBody?: Buffer;
  }
}

const refused = () => AppError.of(ERROR_CODES.UNAUTHORIZED_ACCESS, 'invalid LINE signature');

/** Base64 HMAC-SHA256 of the body with the channel secret, as LINE signs webhooks. */
export function lineSignature(channelSecret: string, body: Buffer | string): string {
  return createHmac('sha256', channelSecret).update(body).digest('base64');
}

/**
 * The LINE webhook's verifier (runs once the raw body is read): x-line-signature must be the
 * body's HMAC with the seller's channel secret, compared in constant time. A seller without a
 * secret, or an id that is no seller, is refused the same way.
 */
export function lineWebhookVerifier(ctx: Pick<LineContext, 'db' | 'secrets'>): WebhookVerifier {
  return async (req: FastifyRequest) => {
    const given = req.headers['x-line-signature'];
    const raw = req.rawBody;
    const sellerText = (req.params as { sellerId?: unknown }).sellerId;
    if (typeof given !== 'string' || !raw || typeof sellerText !== 'string') throw refused();
    if (!/^[1-9][0-9]{0,9}$/.test(sellerText) || Number(sellerText) > 2_147_483_647) {
      throw refused();
    }
    const secret = await sellerChannelSecret(ctx, Number(sellerText));
    if (!secret || !safeEqual(given, lineSignature(secret, raw))) throw refused();
  };
}

type WebhookEvent = { type: string; source?: { userId?: string | undefined } | undefined };

/** follow / unfollow keep the friendship flag; other events are ignored. Returns how many counted. */
export async function handleLineEvents(
  ctx: Pick<LineContext, 'db' | 'clock'>,
  sellerId: number,
  events: WebhookEvent[],
): Promise<number> {
  let handled = 0;
  for (const event of events) {
    const lineUserId = event.source?.userId;
    if ((event.type !== 'follow' && event.type !== 'unfollow') || !lineUserId) continue;
    await setFriendship(ctx, { sellerId, lineUserId, isFriend: event.type === 'follow' });
    handled += 1;
  }
  return handled;
}

export interface SetFriendshipInput {
  sellerId: number;
  lineUserId: string;
  isFriend: boolean;
}

/** Records whether the LINE user follows the seller's official account. */
export async function setFriendship(
  ctx: Pick<LineContext, 'db' | 'clock'>,
  { sellerId, lineUserId, isFriend }: SetFriendshipInput,
): Promise<void> {
  await ctx.db
    .insert(lineFriendships)
    .values({ sellerId, lineUserId, isFriend, updatedAt: ctx.clock() })
    .onConflictDoUpdate({
      target: [lineFriendships.sellerId, lineFriendships.lineUserId],
      set: { isFriend, updatedAt: sql`excluded.updated_at` },
    });
}
