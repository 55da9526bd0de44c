import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { googleReserveMerchants, services, shops } from '../schema';
import { testAppOfFile } from '../../../test/helper';
import { client } from '../../../test/sign-in';
import { rwg } from '../../../test/google-reserve';
import { DEMO_GOOGLE_RESERVE } from './demo-google-reserve';

const t = testAppOfFile({ demo: true });

/** A demo shop by slug, its first bookable service and the first start time offered for it. */
async function firstFreeTime(slug: string) {
  const db = t.database.db;
  const [shop] = await db.select().from(shops).where(eq(shops.urlSlug, slug));
  const [service] = await db
    .select()
    .from(services)
    .where(eq(services.shopId, shop!.id))
    .orderBy(asc(services.id))
    .limit(1);
  const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
  const res = await client(t.app).call('POST', '/v1/bookings:start-times', {
    body: { shopId: shop!.id, serviceIds: [service!.id], startDate: from, endDate: to },
  });
  const time = res.body.data?.days?.flatMap((d: { times: { startTime: string }[] }) => d.times)[0];
  return { shop: shop!, service: service!, time: time?.startTime as string | undefined };
}

describe('demo Reserve with Google enrolments', () => {
  it('three or more shops are served, one pending and one refused with a zh-TW reason', async () => {
    // The README's curl example: merchant 1 with its service 1.
    const first = await firstFreeTime('lumiere-daan');
    expect([first.shop.id, first.service.id]).toEqual([1, 1]);
    const rows = await t.database.db.select().from(googleReserveMerchants);
    expect(rows.filter((r) => r.status === 'APPROVED').length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.status === 'PENDING')).toHaveLength(1);
    const [rejected] = rows.filter((r) => r.status === 'REJECTED');
    expect(rejected!.rejectReason).toMatch(/[\u4e00-\u9fff]/);

    for (const demo of DEMO_GOOGLE_RESERVE) {
      const { shop, service, time } = await firstFreeTime(demo.slug);
      expect(time, demo.slug).toBeDefined();
      const slot = {
        service_id: String(service.id),
        start_sec: String(Date.parse(time!) / 1000),
        duration_sec: String(service.durationMinutes * 60),
      };
      const res = await rwg(t.app, 'BatchAvailabilityLookup', {
        merchant_id: String(shop.id),
        slot_time: [slot],
      });
      expect(res.status).toBe(200);
      expect(res.body.slot_time_availability[0].available, demo.slug).toBe(
        demo.status === 'APPROVED',
      );
      if (demo.status !== 'APPROVED') continue;
      const booked = await rwg(t.app, 'CreateBooking', {
        slot: { merchant_id: String(shop.id), ...slot },
        user_information: {
          user_id: `demo-${demo.slug}`,
          given_name: '小華',
          family_name: '陳',
          telephone: '+886987654321',
        },
        idempotency_token: `demo-token-${demo.slug}`,
      });
      expect(booked.body.booking?.status, demo.slug).toBe('CONFIRMED');
    }
  });
});
