import type { TLinePayEnvironment } from '@haoyue/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sellerLinePayChannels } from '../../db/schema';
import type { LinePayCredentials, LinePayGateway } from '../../platform/line-pay/line-pay';
import type { PaymentsContext } from './context';

/** A seller's LINE Pay channel, ready to call: credentials opened, gateway chosen. */
export interface LinePayChannel {
  sellerId: number;
  channelId: string;
  environment: TLinePayEnvironment;
  credentials: LinePayCredentials;
  gateway: LinePayGateway;
  verifiedAt: Date | null;
}

/** The seller's channel, or null when none is set. */
export async function loadLinePayChannel(
  ctx: Pick<PaymentsContext, 'db' | 'secrets' | 'linePay' | 'fakeLinePay'>,
  sellerId: number,
  db: Db = ctx.db,
): Promise<LinePayChannel | null> {
  const [row] = await db
    .select()
    .from(sellerLinePayChannels)
    .where(eq(sellerLinePayChannels.sellerId, sellerId));
  if (!row) return null;
  const channelSecret = ctx.secrets.open(row.secretCiphertext);
  ctx.fakeLinePay?.registerChannel(row.channelId, channelSecret);
  return {
    sellerId,
    channelId: row.channelId,
    environment: row.environment,
    credentials: { channelId: row.channelId, channelSecret },
    gateway: ctx.linePay(row.environment),
    verifiedAt: row.verifiedAt,
  };
}

export interface SaveLinePayChannelInput {
  sellerId: number;
  input: {
    channelId: string;
    channelSecret?: string | undefined;
    environment: TLinePayEnvironment;
  };
  db?: Db;
}

/**
 * Writes the seller's channel, sealing a new secret; without one, the stored secret stays
 * (returns false when there is none to keep). A changed channel (id, environment or secret) is
 * unverified until tested; saving the same one again keeps its verification.
 */
export async function saveLinePayChannel(
  ctx: Pick<PaymentsContext, 'db' | 'secrets' | 'fakeLinePay' | 'clock'>,
  { sellerId, input, db = ctx.db }: SaveLinePayChannelInput,
): Promise<boolean> {
  const now = ctx.clock();
  const [stored] = await db
    .select()
    .from(sellerLinePayChannels)
    .where(eq(sellerLinePayChannels.sellerId, sellerId));
  if (!stored && !input.channelSecret) return false;
  const storedSecret = stored ? ctx.secrets.open(stored.secretCiphertext) : undefined;
  const channelSecret = input.channelSecret ?? storedSecret!;
  const unchanged =
    stored !== undefined &&
    stored.channelId === input.channelId &&
    stored.environment === input.environment &&
    storedSecret === channelSecret;
  const values = {
    channelId: input.channelId,
    environment: input.environment,
    verifiedAt: unchanged ? stored.verifiedAt : null,
    updatedAt: now,
    ...(input.channelSecret && input.channelSecret !== storedSecret
      ? {
          secretCiphertext: ctx.secrets.seal(input.channelSecret),
          secretHint: input.channelSecret.slice(-4),
        }
      : {}),
  };
  if (stored) {
    await db
      .update(sellerLinePayChannels)
      .set(values)
      .where(eq(sellerLinePayChannels.sellerId, sellerId));
  } else {
    const sealed = {
      ...values,
      secretCiphertext: ctx.secrets.seal(channelSecret),
      secretHint: channelSecret.slice(-4),
    };
    // Two first saves at once: the later one wins, as two updates would.
    await db
      .insert(sellerLinePayChannels)
      .values({ sellerId, ...sealed })
      .onConflictDoUpdate({ target: sellerLinePayChannels.sellerId, set: sealed });
  }
  ctx.fakeLinePay?.registerChannel(input.channelId, channelSecret);
  return true;
}
