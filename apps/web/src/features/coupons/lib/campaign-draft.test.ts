import { ZCouponCampaignInput } from '@haoyue/contracts';
import { describe, expect, it } from 'vitest';
import { campaignBody, type CampaignDraft, draftOf, windowLabel } from './campaign-draft';

/** As the form validates: the body and the contract's first message per draft field. */
const FIELD_OF: Record<string, string> = { startsAt: 'startDate', endsAt: 'endDate' };
function buildCampaignRequest(draft: CampaignDraft, currency: string, timeZone: string) {
  const body = campaignBody(draft, currency, timeZone);
  const result = ZCouponCampaignInput.safeParse(body);
  if (result.success) return { body, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    errors[FIELD_OF[key] ?? key] ??= issue.message;
  }
  return { body: null, errors };
}

const TZ = 'Asia/Taipei';

describe('buildCampaignRequest', () => {
  const base = { ...draftOf(null, TZ, Date.parse('2026-11-23T04:00:00Z')), name: ' 週年慶 ' };

  it('sends money in minor units and the window from midnight to the midnight after', () => {
    const got = buildCampaignRequest(
      { ...base, discountValue: 200, minSpend: 1000, claimCode: ' vip2026 ' },
      'TWD',
      TZ,
    );
    expect(got.body).toMatchObject({
      name: '週年慶',
      discountType: 'AMOUNT',
      discountValue: 20000,
      minSpend: 100000,
      scope: 'ORDER',
      serviceIds: [],
      startsAt: '2026-11-22T16:00:00.000Z',
      endsAt: '2026-12-22T16:00:00.000Z',
      claimCode: 'VIP2026',
    });
  });

  it('keeps a percentage as it is and names every bad field', () => {
    expect(
      buildCampaignRequest({ ...base, discountType: 'PERCENT', discountValue: 15 }, 'TWD', TZ).body
        ?.discountValue,
    ).toBe(15);
    const bad = buildCampaignRequest(
      {
        ...base,
        name: ' ',
        discountType: 'PERCENT',
        discountValue: 100,
        scope: 'SERVICES',
        endDate: '2026-11-01',
        perCustomerLimit: 0,
        claimCode: 'AB',
      },
      'TWD',
      TZ,
    );
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(
      ['claimCode', 'discountValue', 'endDate', 'name', 'perCustomerLimit', 'serviceIds'].sort(),
    );
  });

  it('reads an existing campaign back as the days it covers', () => {
    const body = buildCampaignRequest({ ...base, discountValue: 50 }, 'TWD', TZ).body!;
    const campaign = {
      ...body,
      id: 1,
      description: '',
      currency: 'TWD',
      services: [],
      claimCode: null,
      issuedCount: 0,
      redeemedCount: 0,
      createdAt: body.startsAt,
      perCustomerLimit: 1,
      isActive: true,
      minSpend: 0,
      scope: 'ORDER' as const,
      discountType: 'AMOUNT' as const,
    };
    const again = draftOf(campaign, TZ);
    expect([again.startDate, again.endDate, again.discountValue]).toEqual([
      base.startDate,
      base.endDate,
      50,
    ]);
    expect(windowLabel(campaign, TZ)).toBe('2026/11/23 – 2026/12/22');
  });
});
