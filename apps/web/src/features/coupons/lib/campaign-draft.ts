import {
  COUPON_CLAIM_CODE_PATTERN,
  COUPON_PERCENT_MAX,
  type TCouponCampaign,
  type TCouponCampaignInput,
  type TCouponDiscountType,
  type TCouponScope,
} from '@haoyue/contracts';
import { toMajor, toMinor } from '../../../lib/money';
import { instantAt, wallClock } from '../../../lib/zoned-time';

/** A campaign as the form holds it: money in major units, the window as local dates. */
export interface CampaignDraft {
  name: string;
  description: string;
  discountType: TCouponDiscountType;
  /** Major units (AMOUNT) or percent off (PERCENT). */
  discountValue: number | string;
  /** Major units. */
  minSpend: number | string;
  scope: TCouponScope;
  serviceIds: string[];
  /** First and last day of the window (`YYYY-MM-DD`, the shop's clock), both included. */
  startDate: string;
  endDate: string;
  perCustomerLimit: number | string;
  claimCode: string;
  isActive: boolean;
}

export type CampaignDraftErrors = Partial<Record<keyof CampaignDraft, string>>;

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The form of a new campaign (from today for 30 days) or of an existing one. */
export function draftOf(
  campaign: TCouponCampaign | null,
  timeZone: string,
  now = Date.now(),
): CampaignDraft {
  if (!campaign) {
    const today = wallClock(now, timeZone).date;
    return {
      name: '',
      description: '',
      discountType: 'AMOUNT',
      discountValue: '',
      minSpend: 0,
      scope: 'ORDER',
      serviceIds: [],
      startDate: today,
      endDate: addDays(today, 29),
      perCustomerLimit: 1,
      claimCode: '',
      isActive: true,
    };
  }
  // endsAt is exclusive: the last day is the one before it (a midnight end) or its own day.
  const end = wallClock(new Date(Date.parse(campaign.endsAt) - 1), timeZone).date;
  return {
    name: campaign.name,
    description: campaign.description,
    discountType: campaign.discountType,
    discountValue:
      campaign.discountType === 'AMOUNT'
        ? toMajor(campaign.discountValue, campaign.currency)
        : campaign.discountValue,
    minSpend: toMajor(campaign.minSpend, campaign.currency),
    scope: campaign.scope,
    serviceIds: campaign.services.map((s) => String(s.id)),
    startDate: wallClock(campaign.startsAt, timeZone).date,
    endDate: end,
    perCustomerLimit: campaign.perCustomerLimit,
    claimCode: campaign.claimCode ?? '',
    isActive: campaign.isActive,
  };
}

const numberOf = (v: number | string) =>
  typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v);

/**
 * The request body of a draft, or the errors that keep it from being sent. The window runs from
 * the start day's midnight to the midnight after the end day, on the shop's clock.
 */
export function buildCampaignRequest(
  draft: CampaignDraft,
  currency: string,
  timeZone: string,
): { body: TCouponCampaignInput; errors: null } | { body: null; errors: CampaignDraftErrors } {
  const errors: CampaignDraftErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = '請輸入優惠券名稱';
  const value = numberOf(draft.discountValue);
  const discountValue = draft.discountType === 'AMOUNT' ? toMinor(value, currency) : value;
  if (draft.discountType === 'PERCENT') {
    if (!Number.isInteger(value) || value < 1 || value > COUPON_PERCENT_MAX) {
      errors.discountValue = `請輸入 1 到 ${COUPON_PERCENT_MAX} 的折扣百分比`;
    }
  } else if (!(value > 0) || !Number.isInteger(discountValue)) {
    errors.discountValue = '請輸入折抵金額';
  }
  const min = numberOf(draft.minSpend === '' ? 0 : draft.minSpend);
  const minSpend = toMinor(min, currency);
  if (!(min >= 0)) errors.minSpend = '最低消費不可小於 0';
  if (draft.scope === 'SERVICES' && draft.serviceIds.length === 0) {
    errors.serviceIds = '請選擇適用的服務';
  }
  if (!draft.startDate) errors.startDate = '請選擇開始日期';
  if (!draft.endDate) errors.endDate = '請選擇結束日期';
  else if (draft.startDate && draft.endDate < draft.startDate) {
    errors.endDate = '結束日期不可早於開始日期';
  }
  const limit = numberOf(draft.perCustomerLimit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    errors.perCustomerLimit = '每人可領張數需介於 1 到 100';
  }
  const claimCode = draft.claimCode.trim().toUpperCase();
  if (claimCode && !COUPON_CLAIM_CODE_PATTERN.test(claimCode)) {
    errors.claimCode = '優惠碼需為 4 到 20 個英文字母或數字';
  }
  if (Object.keys(errors).length) return { body: null, errors };
  return {
    body: {
      name,
      description: draft.description.trim(),
      discountType: draft.discountType,
      discountValue,
      minSpend,
      scope: draft.scope,
      serviceIds: draft.scope === 'SERVICES' ? draft.serviceIds.map(Number) : [],
      startsAt: instantAt(draft.startDate, 0, timeZone),
      endsAt: instantAt(addDays(draft.endDate, 1), 0, timeZone),
      perCustomerLimit: limit,
      claimCode: claimCode || null,
      isActive: draft.isActive,
    },
    errors: null,
  };
}

/** The window as its days read: 「2026/11/23 – 2026/12/22」 (the end day included). */
export function windowLabel(
  campaign: { startsAt: string; endsAt: string },
  timeZone: string,
): string {
  const start = wallClock(campaign.startsAt, timeZone).date;
  const end = wallClock(new Date(Date.parse(campaign.endsAt) - 1), timeZone).date;
  const show = (d: string) => d.replaceAll('-', '/');
  return `${show(start)} – ${show(end)}`;
}
