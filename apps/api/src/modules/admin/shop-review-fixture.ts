import { expect } from 'vitest';
import { cityNamed, industryWithSlug } from '../../../test/factories';
import { signedInUser } from '../../../test/booking-factories';
import type { TestContext } from '../../../test/helper';
import type { client } from '../../../test/sign-in';

type Api = ReturnType<typeof client>;

let n = 0;

/** An owner who opens a seller and a shop through the seller API (it starts PENDING). */
export async function ownerWithShop(t: TestContext, api: Api, name = `審核測試店 ${n + 1}`) {
  n += 1;
  const owner = await signedInUser(t);
  const seller = await api.call('POST', '/v1/sellers', {
    token: owner.token,
    body: { displayName: `${name} 公司` },
  });
  const city = await cityNamed(t.database.db, '臺北市');
  const industry = await industryWithSlug(t.database.db, 'hair');
  const shop = await api.call('POST', `/v1/sellers/${seller.body.data.id}/shops`, {
    token: owner.token,
    body: {
      displayName: name,
      urlSlug: `review-shop-${n}`,
      address: '臺北市中山區南京東路二段 1 號',
      industryId: industry.id,
      cityId: city.id,
    },
  });
  expect(shop.status).toBe(200);
  const shopId = shop.body.data.id as number;
  return {
    owner,
    sellerId: seller.body.data.id as number,
    shop: shop.body.data as { id: number; urlSlug: string; reviewStatus: string },
    url: `/v1/sellers/${seller.body.data.id}/shops/${shopId}`,
  };
}

/**
 * The SMS texts a number was sent, newest first, once the queued review notices are worked (the
 * test apps run no workers: JOBS_INTERVAL_SECONDS=0).
 */
export async function smsTo(t: TestContext, api: Api, phone: string): Promise<string[]> {
  await t.app.workQueue.workDue('shop-review-notice');
  await t.app.backgroundTasks.idle();
  const res = await api.call('GET', `/v1/dev/outbox?phoneNumber=${encodeURIComponent(phone)}`);
  return (res.body.data as { text: string }[]).map((m) => m.text);
}
