import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operators } from '../../db/schema';
import { signedInUser } from '../../../test/booking-factories';
import { buildService } from '../../../test/factories';
import { catalogueTestKit, tp, type CatalogueShop } from '../../../test/seller-factories';

// A service cannot be booked by customers unless an operator open to online booking performs
// it: the public menu leaves it out and asking for it by id is a 400 naming it. The shop's own
// calendar still may book it.
const kit = catalogueTestKit();

/** The fixture shop plus a service nobody performs. */
async function shopWithUnstaffedService() {
  const f = await kit.ownShop();
  const unstaffed = await buildService(kit.t.database.db, f.group, {
    name: '無人染髮',
    durationMinutes: 60,
  });
  return { f, unstaffed };
}

async function publicMenu(f: CatalogueShop, part = 'services.operators') {
  const res = await kit.api.call('GET', `/v1/service-groups?shopId=${f.shop.id}&part=${part}`);
  expect(res.status).toBe(200);
  return (res.body.data as { id: number; services: { id: number; name: string }[] }[]).flatMap(
    (g) => g.services.map((s) => s.name),
  );
}

const DAY = '2026-12-02';

describe('services no operator performs', () => {
  it('are left off the public menu, with or without operators asked for', async () => {
    const { f } = await shopWithUnstaffedService();
    expect(await publicMenu(f)).toEqual(['洗剪吹', '頭皮護理']);
    expect(await publicMenu(f, 'services')).toEqual(['洗剪吹', '頭皮護理']);
  });

  it('come back once an operator performs them, and leave when that operator closes', async () => {
    const { f, unstaffed } = await shopWithUnstaffedService();
    const op = f.operators[0]!;
    const link = await kit.api.call('PATCH', `${f.base}/services/${unstaffed.id}`, {
      token: kit.owner(),
      body: { operatorIds: [op.id] },
    });
    expect(link.status).toBe(200);
    expect((await publicMenu(f)).sort()).toEqual(['洗剪吹', '無人染髮', '頭皮護理'].sort());
    // The only operator closed to online booking: nobody customers can book performs anything.
    await kit.t.database.db
      .update(operators)
      .set({ isBookable: false })
      .where(eq(operators.id, op.id));
    expect(await publicMenu(f)).toEqual([]);
  });

  it('asked for by id: start times and booking answer 400 naming the service', async () => {
    const { f, unstaffed } = await shopWithUnstaffedService();
    const times = await kit.api.call('POST', '/v1/bookings:start-times', {
      body: { shopId: f.shop.id, serviceIds: [unstaffed.id], startDate: DAY, endDate: DAY },
    });
    expect(times.status).toBe(400);
    expect(times.body.error).toMatchObject({
      code: 'E_VALIDATION',
      field: 'serviceIds',
      message: '此服務目前沒有可預約的服務人員：「無人染髮」',
    });
    // Together with a staffed service too, and with an operator named.
    const who = await signedInUser(kit.t);
    const order = await kit.api.call('POST', '/v1/bookings:order', {
      token: who.token,
      body: {
        shopId: f.shop.id,
        serviceIds: [f.services[0].id, unstaffed.id],
        operatorId: f.operators[0]!.id,
        startTime: tp(DAY, '11:00'),
      },
    });
    expect(order.status).toBe(400);
    expect(order.body.error.message).toBe('此服務目前沒有可預約的服務人員：「無人染髮」');
  });

  it('the staffed services of the same shop stay bookable', async () => {
    const { f } = await shopWithUnstaffedService();
    expect(await kit.startTimes(f, DAY)).toContain(tp(DAY, '10:00'));
  });
});
