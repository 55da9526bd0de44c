import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shops } from '../../db/schema';
import { bookableShop } from '../../../test/booking-factories';
import {
  type CatalogueShop,
  catalogueTestKit,
  multipartFile as multipart,
  pngImage,
  registeredRoutes,
  serviceBody,
  type SellerCaller,
  statusByCaller,
  tp,
  week,
  MEMBER_ROLES,
  statusesFor,
} from '../../../test/seller-factories';

// The seller catalogue routes: who may call each, and ids of other sellers and shops.
const kit = catalogueTestKit();
const { owner, ownShop } = kit;
const png = () => pngImage(300, 200);

// -----------------------------------------------------------------------------------------------
// Who may call what: every route with the six kinds of caller

type Kind = 'read' | 'write';
type RouteCase = {
  name: string;
  kind: Kind;
  /** Success status for callers allowed in. */
  ok: number;
  request: (f: CatalogueShop) => Promise<{
    method: string;
    url: string;
    body?: unknown;
    headers?: Record<string, string>;
  }>;
};

const operatorBody = { displayName: '小美', weeklyShifts: week([['10:00', '18:00']]) };

const ROUTES: RouteCase[] = [
  {
    name: 'GET /service-groups',
    kind: 'read',
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `${f.base}/service-groups` }),
  },
  {
    name: 'GET /service-groups/{groupId}',
    kind: 'read',
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `${f.base}/service-groups/${f.group.id}` }),
  },
  {
    name: 'POST /service-groups',
    kind: 'write',
    ok: 200,
    request: async (f) => ({
      method: 'POST',
      url: `${f.base}/service-groups`,
      body: { name: '美甲' },
    }),
  },
  {
    name: 'PATCH /service-groups/{groupId}',
    kind: 'write',
    ok: 200,
    request: async (f) => ({
      method: 'PATCH',
      url: `${f.base}/service-groups/${f.group.id}`,
      body: { name: '剪髮' },
    }),
  },
  {
    name: 'DELETE /service-groups/{groupId}',
    kind: 'write',
    ok: 204,
    request: async (f) => ({
      method: 'DELETE',
      url: `${f.base}/service-groups/${f.emptyGroup.id}`,
    }),
  },
  {
    name: 'POST /service-groups:reorder',
    kind: 'write',
    ok: 200,
    request: async (f) => ({
      method: 'POST',
      url: `${f.base}/service-groups:reorder`,
      body: { ids: [f.emptyGroup.id, f.group.id] },
    }),
  },
  {
    name: 'GET /services',
    kind: 'read',
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `${f.base}/services` }),
  },
  {
    name: 'GET /services/{serviceId}',
    kind: 'read',
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `${f.base}/services/${f.services[0].id}` }),
  },
  {
    name: 'POST /services',
    kind: 'write',
    ok: 200,
    request: async (f) => ({ method: 'POST', url: `${f.base}/services`, body: serviceBody(f) }),
  },
  {
    name: 'PATCH /services/{serviceId}',
    kind: 'write',
    ok: 200,
    request: async (f) => ({
      method: 'PATCH',
      url: `${f.base}/services/${f.services[0].id}`,
      body: { price: 90000 },
    }),
  },
  {
    name: 'DELETE /services/{serviceId}',
    kind: 'write',
    ok: 204,
    request: async (f) => ({ method: 'DELETE', url: `${f.base}/services/${f.services[1].id}` }),
  },
  {
    name: 'POST /services:reorder',
    kind: 'write',
    ok: 200,
    request: async (f) => ({
      method: 'POST',
      url: `${f.base}/services:reorder`,
      body: { serviceGroupId: f.group.id, ids: [f.services[1].id, f.services[0].id] },
    }),
  },
  {
    name: 'GET /operators',
    kind: 'read',
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `${f.base}/operators` }),
  },
  {
    name: 'GET /operators/{operatorId}',
    kind: 'read',
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `${f.base}/operators/${f.operators[0]!.id}` }),
  },
  {
    name: 'POST /operators',
    kind: 'write',
    ok: 200,
    request: async (f) => ({ method: 'POST', url: `${f.base}/operators`, body: operatorBody }),
  },
  {
    name: 'PATCH /operators/{operatorId}',
    kind: 'write',
    ok: 200,
    request: async (f) => ({
      method: 'PATCH',
      url: `${f.base}/operators/${f.operators[0]!.id}`,
      body: { title: '店長' },
    }),
  },
  {
    name: 'DELETE /operators/{operatorId}',
    kind: 'write',
    ok: 204,
    request: async (f) => ({ method: 'DELETE', url: `${f.base}/operators/${f.operators[0]!.id}` }),
  },
  {
    name: 'POST /operators:reorder',
    kind: 'write',
    ok: 200,
    request: async (f) => ({
      method: 'POST',
      url: `${f.base}/operators:reorder`,
      body: { ids: [f.operators[0]!.id] },
    }),
  },
  {
    name: 'POST /operators/{operatorId}/avatar',
    kind: 'write',
    ok: 200,
    request: async (f) => {
      const { payload, headers } = multipart(await png());
      return {
        method: 'POST',
        url: `${f.base}/operators/${f.operators[0]!.id}/avatar`,
        body: payload,
        headers,
      };
    },
  },
  {
    name: 'GET /operators/{operatorId}/time-off',
    kind: 'write', // time off is catalogue.manage, reading included
    ok: 200,
    request: async (f) => ({
      method: 'GET',
      url: `${f.base}/operators/${f.operators[0]!.id}/time-off`,
    }),
  },
  {
    name: 'POST /operators/{operatorId}/time-off',
    kind: 'write',
    ok: 200,
    request: async (f) => ({
      method: 'POST',
      url: `${f.base}/operators/${f.operators[0]!.id}/time-off`,
      body: { startTime: tp('2026-12-20', '10:00'), endTime: tp('2026-12-20', '18:00') },
    }),
  },
  {
    name: 'DELETE /operators/{operatorId}/time-off/{timeOffId}',
    kind: 'write',
    ok: 204,
    request: async (f) => ({
      method: 'DELETE',
      url: `${f.base}/operators/${f.operators[0]!.id}/time-off/${f.timeOff.id}`,
    }),
  },
];

function expected(route: RouteCase): Record<SellerCaller, number> {
  return statusesFor(route.kind === 'read' ? MEMBER_ROLES : ['owner', 'manager'], route.ok);
}

describe('who may call the seller catalogue routes', () => {
  it.each(ROUTES.map((r) => [r.name, r] as const))('%s', async (_name, route) => {
    // A fresh shop for each caller, so a delete by one caller does not affect the next.
    const got = await statusByCaller(kit.api, kit.callers, async () =>
      route.request(await ownShop()),
    );
    expect(got).toEqual(expected(route));
  });

  it('the table above covers every catalogue route the app registers', () => {
    const registered = registeredRoutes(kit.t.app, '/v1/sellers/{sellerId}/shops/{shopId}', (p) =>
      /^\/v1\/sellers\/\{sellerId\}\/shops\/\{shopId\}\/(service|operator)/.test(p),
    );
    expect(registered.sort()).toEqual(ROUTES.map((r) => r.name).sort());
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
