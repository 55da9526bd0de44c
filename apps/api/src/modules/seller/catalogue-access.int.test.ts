import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shops } from '../../db/schema';
import { bookableShop } from '../../../test/booking-factories';
import {
  type CatalogueShop,
  catalogueTestKit,
  multipartFile as multipart,
  pngImage,
  serviceBody,
  tp,
  week,
} from '../../../test/seller-factories';
import { type AccessCase, accessMatrix } from '../../../test/access-matrix';

// The seller catalogue routes: who may call each, and ids of other sellers and shops.
const kit = catalogueTestKit();
const { owner, ownShop } = kit;
const png = () => pngImage(300, 200);

// -----------------------------------------------------------------------------------------------
// Who may call what: every route with the six kinds of caller

type RequestPart = { path: string; body?: unknown; headers?: Record<string, string> };

/**
 * A route of the table (`METHOD /path` below the shop, as the app documents it): its request is
 * `part` (path below the shop, body, headers) of a fresh shop for each caller, so a delete by one
 * caller does not affect the next; allowed callers get 204 for a DELETE, 200 otherwise.
 */
function route(
  name: string,
  permission: AccessCase['permission'],
  part: (f: CatalogueShop) => RequestPart | Promise<RequestPart>,
): AccessCase {
  const method = name.split(' ')[0]!;
  return {
    name,
    permission,
    ok: method === 'DELETE' ? 204 : 200,
    request: async () => {
      const f = await ownShop();
      const { path, ...rest } = await part(f);
      return { method, url: `${f.base}${path}`, ...rest };
    },
  };
}

const operatorBody = { displayName: '小美', weeklyShifts: week([['10:00', '18:00']]) };
const op = (f: CatalogueShop) => `/operators/${f.operators[0]!.id}`;

const ROUTES: AccessCase[] = [
  route('GET /service-groups', 'shops.read', () => ({ path: '/service-groups' })),
  route('GET /service-groups/{groupId}', 'shops.read', (f) => ({
    path: `/service-groups/${f.group.id}`,
  })),
  route('POST /service-groups', 'catalogue.manage', () => ({
    path: '/service-groups',
    body: { name: '美甲' },
  })),
  route('PATCH /service-groups/{groupId}', 'catalogue.manage', (f) => ({
    path: `/service-groups/${f.group.id}`,
    body: { name: '剪髮' },
  })),
  route('DELETE /service-groups/{groupId}', 'catalogue.manage', (f) => ({
    path: `/service-groups/${f.emptyGroup.id}`,
  })),
  route('POST /service-groups:reorder', 'catalogue.manage', (f) => ({
    path: '/service-groups:reorder',
    body: { ids: [f.emptyGroup.id, f.group.id] },
  })),
  route('GET /services', 'shops.read', () => ({ path: '/services' })),
  route('GET /services/{serviceId}', 'shops.read', (f) => ({
    path: `/services/${f.services[0].id}`,
  })),
  route('POST /services', 'catalogue.manage', (f) => ({ path: '/services', body: serviceBody(f) })),
  route('PATCH /services/{serviceId}', 'catalogue.manage', (f) => ({
    path: `/services/${f.services[0].id}`,
    body: { price: 90000 },
  })),
  route('DELETE /services/{serviceId}', 'catalogue.manage', (f) => ({
    path: `/services/${f.services[1].id}`,
  })),
  route('POST /services:reorder', 'catalogue.manage', (f) => ({
    path: '/services:reorder',
    body: { serviceGroupId: f.group.id, ids: [f.services[1].id, f.services[0].id] },
  })),
  route('GET /operators', 'shops.read', () => ({ path: '/operators' })),
  route('GET /operators/{operatorId}', 'shops.read', (f) => ({ path: op(f) })),
  route('POST /operators', 'catalogue.manage', () => ({ path: '/operators', body: operatorBody })),
  route('PATCH /operators/{operatorId}', 'catalogue.manage', (f) => ({
    path: op(f),
    body: { title: '店長' },
  })),
  route('DELETE /operators/{operatorId}', 'catalogue.manage', (f) => ({ path: op(f) })),
  route('POST /operators:reorder', 'catalogue.manage', (f) => ({
    path: '/operators:reorder',
    body: { ids: [f.operators[0]!.id] },
  })),
  route('POST /operators/{operatorId}/avatar', 'catalogue.manage', async (f) => {
    const { payload, headers } = multipart(await png());
    return { path: `${op(f)}/avatar`, body: payload, headers };
  }),
  // Time off is catalogue.manage, reading included.
  route('GET /operators/{operatorId}/time-off', 'catalogue.manage', (f) => ({
    path: `${op(f)}/time-off`,
  })),
  route('POST /operators/{operatorId}/time-off', 'catalogue.manage', (f) => ({
    path: `${op(f)}/time-off`,
    body: { startTime: tp('2026-12-20', '10:00'), endTime: tp('2026-12-20', '18:00') },
  })),
  route('DELETE /operators/{operatorId}/time-off/{timeOffId}', 'catalogue.manage', (f) => ({
    path: `${op(f)}/time-off/${f.timeOff.id}`,
  })),
];

describe('who may call the seller catalogue routes', () => {
  accessMatrix(kit, {
    routes: ROUTES,
    prefix: '/v1/sellers/{sellerId}/shops/{shopId}',
    covers: (p) => /^\/v1\/sellers\/\{sellerId\}\/shops\/\{shopId\}\/(service|operator)/.test(p),
  });

  it("a shop of another seller, or another shop's ids, are 404 in the path", async () => {
    const mine = await ownShop();
    const other = await ownShop(); // same seller, other shop
    const foreign = await bookableShop(kit.t.database.db);
    const foreignBase = `/v1/sellers/${kit.callers.sellerId}/shops/${foreign.shop.id}`;
    for (const url of [
      `${foreignBase}/service-groups`,
      `${foreignBase}/services`,
      `${foreignBase}/operators`,
      `${mine.base}/service-groups/${other.group.id}`,
      `${mine.base}/services/${other.services[0].id}`,
      `${mine.base}/operators/${other.operators[0]!.id}`,
    ]) {
      const res = await kit.api.call('GET', url, { token: owner() });
      expect([url, res.status]).toEqual([url, 404]);
    }
    const writes = [
      ['PATCH', `${mine.base}/service-groups/${other.group.id}`, { name: 'x' }],
      ['DELETE', `${mine.base}/service-groups/${other.emptyGroup.id}`, undefined],
      ['PATCH', `${mine.base}/services/${other.services[0].id}`, { price: 1 }],
      ['DELETE', `${mine.base}/services/${other.services[0].id}`, undefined],
      ['PATCH', `${mine.base}/operators/${other.operators[0]!.id}`, { title: 'x' }],
      ['DELETE', `${mine.base}/operators/${other.operators[0]!.id}`, undefined],
      ['GET', `${mine.base}/operators/${other.operators[0]!.id}/time-off`, undefined],
      [
        'DELETE',
        `${mine.base}/operators/${mine.operators[0]!.id}/time-off/${other.timeOff.id}`,
        undefined,
      ],
    ] as const;
    for (const [method, url, body] of writes) {
      const res = await kit.api.call(method, url, {
        token: owner(),
        ...(body ? { body } : {}),
      });
      expect([method, url, res.status]).toEqual([method, url, 404]);
    }
    // A deleted (CLOSED) shop keeps its rows for order history, but its catalogue is gone.
    await kit.t.database.db
      .update(shops)
      .set({ reviewStatus: 'CLOSED' })
      .where(eq(shops.id, mine.shop.id));
    for (const url of [
      `${mine.base}/service-groups`,
      `${mine.base}/services/${mine.services[0].id}`,
      `${mine.base}/operators`,
    ]) {
      const res = await kit.api.call('GET', url, { token: owner() });
      expect([url, res.status]).toEqual([url, 404]);
    }
    // Nothing of the other shop changed.
    const still = await kit.api.call('GET', `${other.base}/services/${other.services[0].id}`, {
      token: owner(),
    });
    expect(still.body.data.price).toBe(80000);
  });
});
