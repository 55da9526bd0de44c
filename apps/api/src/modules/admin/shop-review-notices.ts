import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { customers, lineSettings, sellerMembers, users } from '../../db/schema';
import type { WorkKind, WorkQueue } from '../../jobs/work-queue';
import { LinePushError, type LineMessenger } from '../../platform/line/messenger';
import type { SmsSender } from '../../platform/sms/sms-sender';

/**
 * The platform's own LINE Messaging channel (PLATFORM_LINE_*): it reaches the LINE user ids
 * linked through the LINE Login channels of its provider, `loginChannelIds`.
 */
export type PlatformLine = {
  messenger: LineMessenger;
  channelAccessToken: string;
  loginChannelIds: readonly string[];
};

/** What telling a shop's owner about a review decision needs. */
export type ShopReviewContext = {
  db: Db;
  sms: SmsSender;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Links in messages point here. */
  publicBaseUrl: string;
  /** Absent: owners are told by SMS only. */
  platformLine?: PlatformLine | undefined;
  /** Where the notices are queued (set once the app's work queue exists). */
  work?: WorkQueue;
};

export type ShopReviewStep = 'approve' | 'reject' | 'suspend' | 'reinstate';

/** One owner's notice of a review step: the work item queued with the step (decision 029). */
export type ShopReviewNotice = {
  shopId: number;
  sellerId: number;
  step: ShopReviewStep;
  shopName: string;
  reason: string | null;
};

export const SHOP_REVIEW_NOTICE = 'shop-review-notice';

/** Tries after the first (30 s, then twice as long each time: about a quarter of an hour). */
const RETRY_LIMIT = 5;
/**
 * Tries LINE gets while it cannot be reached (down, 5xx, 429: the queue tries again after 30 s,
 * then 60 s); after them, and at once when LINE refuses the push (the owner blocked the
 * platform's account or never added it), the notice goes by SMS.
 */
const LINE_TRIES = 3;

/** What happened, without the link: SMS and LINE put it after this. */
function sentenceOf(step: ShopReviewStep, { shopName, reason }: ShopReviewNotice): string {
  const why = reason ? `原因：${reason}。` : '';
  switch (step) {
    case 'approve':
      return `您的店家「${shopName}」已通過審核並上架，顧客現在可以搜尋與預約。`;
    case 'reject':
      return `您的店家「${shopName}」未通過審核。${why}請修改後重新送審：`;
    case 'suspend':
      return `您的店家「${shopName}」已被平台停用，暫不對外顯示，既有預約仍保留。${why}`;
    case 'reinstate':
      return `您的店家「${shopName}」已恢復上架。`;
  }
}

/** The owner's messages: SMS (with the platform's name first) and LINE, both with the link. */
export function shopReviewTexts(notice: ShopReviewNotice, publicBaseUrl: string) {
  const link = `${publicBaseUrl}/dashboard/shop-settings/${notice.shopId}`;
  const sentence = sentenceOf(notice.step, notice);
  return { sms: `【好約】${sentence}${link}`, line: `${sentence}\n${link}` };
}

/**
 * The seller's owner now: their phone number and, with the platform channel, the LINE user id
 * it reaches: one linked (to their own customer record at a seller) through a Login channel of
 * the platform's provider, the latest linked first.
 */
async function ownerAddresses(ctx: ShopReviewContext, sellerId: number) {
  const [owner] = await ctx.db
    .select({ userId: users.id, phoneNumber: users.phoneNumber })
    .from(sellerMembers)
    .innerJoin(users, eq(users.id, sellerMembers.userId))
    .where(and(eq(sellerMembers.sellerId, sellerId), eq(sellerMembers.role, 'OWNER')))
    .limit(1);
  if (!owner) return null;
  const channels = ctx.platformLine?.loginChannelIds ?? [];
  const [link] = channels.length
    ? await ctx.db
        .select({ lineUserId: customers.lineUserId })
        .from(customers)
        .innerJoin(lineSettings, eq(lineSettings.sellerId, customers.sellerId))
        .where(
          and(
            eq(customers.userId, owner.userId),
            isNull(customers.mergedIntoId),
            isNotNull(customers.lineUserId),
            inArray(lineSettings.loginChannelId, [...channels]),
          ),
        )
        .orderBy(desc(customers.updatedAt), desc(customers.id))
        .limit(1)
    : [];
  return { phoneNumber: owner.phoneNumber, lineUserId: link?.lineUserId ?? null };
}

/**
 * Pushes the notice by the platform's LINE channel. True when LINE took it (or took it on an
 * earlier try: the item's id is the retry key, so LINE runs the push once); false when the SMS
 * should go instead; throws to have the queue try LINE again later.
 */
async function pushByLine(
  ctx: ShopReviewContext & { platformLine: PlatformLine },
  { to, text }: { to: string; text: string },
  item: { id: string; retryCount: number },
): Promise<boolean> {
  try {
    await ctx.platformLine.messenger.push({
      channelAccessToken: ctx.platformLine.channelAccessToken,
      to,
      messages: [{ type: 'text', text }],
      retryKey: item.id,
    });
    return true;
  } catch (error) {
    if (error instanceof LinePushError && error.alreadyAccepted) return true;
    const retryable = !(error instanceof LinePushError) || error.retryable;
    if (retryable && item.retryCount + 1 < LINE_TRIES) throw error;
    ctx.log.warn({ err: error, itemId: item.id }, 'shop review notice: LINE failed, sending SMS');
    return false;
  }
}

/**
 * Tells the owner of a review step (decision 022): by the platform's LINE channel when it is
 * configured and reaches them, else, or when LINE fails (see LINE_TRIES), by SMS (WhatsApp
 * outside Taiwan). Throws to be retried when the SMS fails. An owner without a phone number and
 * beyond LINE is not told (the shop settings show the state and reason).
 */
export async function sendShopReviewNotice(
  ctx: ShopReviewContext,
  notice: ShopReviewNotice,
  item: { id: string; retryCount: number },
): Promise<void> {
  const owner = await ownerAddresses(ctx, notice.sellerId);
  if (!owner) return;
  const texts = shopReviewTexts(notice, ctx.publicBaseUrl);
  const { platformLine } = ctx;
  if (platformLine && owner.lineUserId && item.retryCount < LINE_TRIES) {
    const sent = await pushByLine(
      { ...ctx, platformLine },
      { to: owner.lineUserId, text: texts.line },
      item,
    );
    if (sent) return;
  }
  const to = owner.phoneNumber;
  if (!to) return;
  await ctx.sms.send({ to, text: texts.sms, channel: to.startsWith('+886') ? 'sms' : 'whatsapp' });
}

/** The review notices' queue: LINE, else SMS, retried for about 15 minutes before FAILED. */
export function shopReviewWorkKinds(ctx: ShopReviewContext): WorkKind<ShopReviewNotice>[] {
  return [
    {
      name: SHOP_REVIEW_NOTICE,
      retryLimit: RETRY_LIMIT,
      retryDelaySeconds: 30,
      retryDelayMaxSeconds: 15 * 60,
      expireInSeconds: 60,
      handle: (notice, item) => sendShopReviewNotice(ctx, notice, item),
    },
  ];
}
