import type {
  TBankTransferAccount,
  TLinePaySettings,
  TLinePaySettingsInput,
  TOnlinePaymentMethod,
  TRefundPolicy,
  TShopPaymentSettings,
} from '@haoyue/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sellerLinePayChannels, shopPaymentSettings } from '../../db/schema';
import { AppError, invalid } from '../../lib/errors';
import type { PaymentsContext } from './context';
import { linePayApproved } from './line-pay-application';
import { saveLinePayChannel } from './line-pay-channels';

/** A shop never set up: no online method, full refund until 24 hours before, nothing after. */
const DEFAULT_REFUND_POLICY = { fullRefundHoursBefore: 24, lateRefundPercent: 0 };

/** The settings as validated (ZShopPaymentSettingsInput's output). */
export type ShopPaymentSettingsInput = {
  methods: TOnlinePaymentMethod[];
  bankTransfer: TBankTransferAccount | null;
  refundPolicy: TRefundPolicy;
  /** Omitted: unchanged (false for a shop set up now). */
  allowOnlineBalance?: boolean | undefined;
};

type ShopSettingsRow = typeof shopPaymentSettings.$inferSelect;
type ChannelRow = typeof sellerLinePayChannels.$inferSelect;

async function channelRow(db: Db, sellerId: number, lock = false): Promise<ChannelRow | undefined> {
  const query = db
    .select()
    .from(sellerLinePayChannels)
    .where(eq(sellerLinePayChannels.sellerId, sellerId));
  const [row] = lock ? await query.for('share') : await query;
  return row;
}

function presentShopSettings(
  shopId: number,
  row: ShopSettingsRow | undefined,
  linePayReady: boolean,
): TShopPaymentSettings {
  return {
    shopId,
    methods: row?.methods ?? [],
    bankTransfer: row?.bankTransfer ?? null,
    refundPolicy: row
      ? {
          fullRefundHoursBefore: row.fullRefundHoursBefore,
          lateRefundPercent: row.lateRefundPercent,
        }
      : DEFAULT_REFUND_POLICY,
    allowOnlineBalance: row?.allowOnlineBalance ?? false,
    linePayReady,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The shop's payment settings (defaults when never set); the shop is the seller's (checked by access). */
export async function getShopPaymentSettings(
  db: Db,
  p: { sellerId: number; shopId: number },
): Promise<TShopPaymentSettings> {
  const [row] = await db
    .select()
    .from(shopPaymentSettings)
    .where(eq(shopPaymentSettings.shopId, p.shopId));
  return presentShopSettings(p.shopId, row, (await channelRow(db, p.sellerId)) !== undefined);
}

/**
 * Replaces the shop's payment settings. LINE_PAY needs the seller's channel: read under a share
 * lock, so a removal of the channel at the same moment either comes first (400 here) or waits
 * and then takes LINE_PAY off this shop too.
 */
export async function updateShopPaymentSettings(
  db: Db,
  p: { sellerId: number; shopId: number; input: ShopPaymentSettingsInput; now: Date },
): Promise<TShopPaymentSettings> {
  const { input } = p;
  return db.transaction(async (tx) => {
    const channel = await channelRow(tx, p.sellerId, input.methods.includes('LINE_PAY'));
    if (input.methods.includes('LINE_PAY') && !channel) {
      throw invalid('methods', '請先設定 LINE Pay 串接，才能接受 LINE Pay 付款');
    }
    const values = {
      methods: [...input.methods],
      bankTransfer: input.bankTransfer,
      fullRefundHoursBefore: input.refundPolicy.fullRefundHoursBefore,
      lateRefundPercent: input.refundPolicy.lateRefundPercent,
      ...(input.allowOnlineBalance === undefined
        ? {}
        : { allowOnlineBalance: input.allowOnlineBalance }),
      updatedAt: p.now,
    };
    const [row] = await tx
      .insert(shopPaymentSettings)
      .values({ shopId: p.shopId, ...values })
      .onConflictDoUpdate({ target: shopPaymentSettings.shopId, set: values })
      .returning();
    return presentShopSettings(p.shopId, row, channel !== undefined);
  });
}

function presentChannel(row: ChannelRow | undefined): TLinePaySettings {
  return {
    configured: row !== undefined,
    channelId: row?.channelId ?? null,
    environment: row?.environment ?? null,
    secretHint: row?.secretHint ?? null,
    verifiedAt: row?.verifiedAt?.toISOString() ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The seller's LINE Pay channel as the dashboard sees it: never the secret. */
export async function getLinePaySettings(db: Db, sellerId: number): Promise<TLinePaySettings> {
  return presentChannel(await channelRow(db, sellerId));
}

/** Saves the channel; the first time the secret is required (400 on channelSecret). */
export async function updateLinePaySettings(
  ctx: Pick<PaymentsContext, 'db' | 'secrets' | 'fakeLinePay' | 'clock'>,
  sellerId: number,
  input: TLinePaySettingsInput,
): Promise<TLinePaySettings> {
  if (!(await linePayApproved(ctx.db, sellerId))) {
    throw AppError.of('E_LINE_PAY_NOT_APPROVED', 'LINE Pay 申請核准後，才能填入串接金鑰');
  }
  const saved = await ctx.db.transaction((tx) =>
    saveLinePayChannel(ctx, { sellerId, input, db: tx }),
  );
  if (!saved) throw invalid('channelSecret', '第一次設定時請輸入 Channel Secret');
  return presentChannel(await channelRow(ctx.db, sellerId));
}

/** Removes the channel and, in the same transaction, LINE Pay from the seller's shops. */
export async function deleteLinePaySettings(db: Db, sellerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sellerLinePayChannels).where(eq(sellerLinePayChannels.sellerId, sellerId));
    await tx.execute(sql`
      update shop_payment_settings
      set methods = array_remove(methods, 'LINE_PAY'), updated_at = now()
      where 'LINE_PAY' = any(methods)
        and shop_id in (select id from shops where seller_id = ${sellerId})`);
  });
}
