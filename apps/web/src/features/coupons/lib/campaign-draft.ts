import {
  type TCouponCampaign,
  type TCouponCampaignInput,
  type TCouponDiscountType,
  type TCouponScope,
  ZCouponCampaignInput,
} from '@haoyue/contracts';
import { toMajor, toMinor } from '../../../lib/money';
import { instantAt, wallClock } from '../../../lib/zoned-time';

/** A campaign as the form holds it: money in major units, the window as local dates. */
export interface CampaignDraft extends Record<string, unknown> {
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
 * The request body of a draft, to validate with ZCouponCampaignInput (its zh-TW messages say
 * what to fix). The window runs from the start day's midnight to the midnight after the end day,
 * on the shop's clock; a day not chosen is an empty instant the schema refuses.
 */
export function campaignBody(
  draft: CampaignDraft,
  currency: string,
  timeZone: string,
): TCouponCampaignInput {
  const value = numberOf(draft.discountValue);
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    discountType: draft.discountType,
    discountValue: draft.discountType === 'AMOUNT' ? toMinor(value, currency) : value,
    minSpend: toMinor(numberOf(draft.minSpend === '' ? 0 : draft.minSpend), currency),
    scope: draft.scope,
    serviceIds: draft.scope === 'SERVICES' ? draft.serviceIds.map(Number) : [],
    startsAt: draft.startDate ? instantAt(draft.startDate, 0, timeZone) : '',
    endsAt: draft.endDate ? instantAt(addDays(draft.endDate, 1), 0, timeZone) : '',
    perCustomerLimit: numberOf(draft.perCustomerLimit),
    claimCode: draft.claimCode.trim().toUpperCase() || null,
    isActive: draft.isActive,
  };
}

/** The body of a draft the contract accepts, or null (the form's preview shows only a valid one). */
export function validCampaignBody(
  draft: CampaignDraft,
  currency: string,
  timeZone: string,
): TCouponCampaignInput | null {
  const body = campaignBody(draft, currency, timeZone);
  return ZCouponCampaignInput.safeParse(body).success ? body : null;
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
