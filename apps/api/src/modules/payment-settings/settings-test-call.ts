import { and, eq } from 'drizzle-orm';
import { sellerLinePayChannels } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { LINE_PAY_CODES as C, LinePayUnavailableError } from '../../platform/line-pay/line-pay';
import type { PaymentsContext } from './context';
import { loadLinePayChannel } from './line-pay-channels';

/** A transaction id no payment has: LINE Pay answers "not found" once it accepted the signature. */
const MADE_UP_TRANSACTION_ID = '1000000000000000000';

/** Codes that mean LINE Pay checked the channel and signature and accepted them. */
const ACCEPTED = new Set<string>([C.NOT_FOUND, '1159']);

function messageOf(returnCode: string, ok: boolean): string {
  if (ok) return '連線成功：LINE Pay 接受了這組 Channel ID 與 Channel Secret';
  if (returnCode === C.MERCHANT_UNKNOWN || returnCode === '1105') {
    return `連線失敗：LINE Pay 不認得這個 Channel ID，或它不能使用此環境（${returnCode}）`;
  }
  if (returnCode === C.BAD_SIGNATURE) {
    return `連線失敗：Channel Secret 不正確，LINE Pay 拒絕了簽章（${returnCode}）`;
  }
  return `連線失敗：LINE Pay 回應代碼 ${returnCode}`;
}

/**
 * Makes a signed call with the stored channel (check of a made-up transaction): 1150/1159 mean
 * the channel and signature were accepted, and verifiedAt is set (only if the channel tested is
 * still the stored one). No lock is held during the call; LINE Pay not answering is ok:false.
 */
export async function testLinePaySettings(
  ctx: Pick<PaymentsContext, 'db' | 'secrets' | 'linePay' | 'fakeLinePay' | 'clock' | 'log'>,
  sellerId: number,
): Promise<{ ok: boolean; returnCode: string | null; message: string }> {
  const channel = await loadLinePayChannel(ctx, sellerId);
  if (!channel) throw notFound('尚未設定 LINE Pay 串接');
  const [stored] = await ctx.db
    .select({ secretCiphertext: sellerLinePayChannels.secretCiphertext })
    .from(sellerLinePayChannels)
    .where(eq(sellerLinePayChannels.sellerId, sellerId));
  let returnCode: string;
  try {
    const result = await channel.gateway.check(channel.credentials, MADE_UP_TRANSACTION_ID);
    returnCode = result.returnCode;
  } catch (error) {
    if (!(error instanceof LinePayUnavailableError)) throw error;
    ctx.log.warn({ err: error, sellerId }, 'LINE Pay test call: no answer');
    return { ok: false, returnCode: null, message: '無法連上 LINE Pay，請稍後再試' };
  }
  // Any 0xxx answer also means the signature passed; a made-up id should not get one.
  const ok = ACCEPTED.has(returnCode) || returnCode.startsWith('0');
  if (ok && stored) {
    await ctx.db
      .update(sellerLinePayChannels)
      .set({ verifiedAt: ctx.clock() })
      .where(
        and(
          eq(sellerLinePayChannels.sellerId, sellerId),
          eq(sellerLinePayChannels.secretCiphertext, stored.secretCiphertext),
          eq(sellerLinePayChannels.channelId, channel.channelId),
          eq(sellerLinePayChannels.environment, channel.environment),
        ),
      );
  }
  return { ok, returnCode, message: messageOf(returnCode, ok) };
}
