import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sellerLinePayChannels, shopPaymentSettings } from '../../db/schema';
import { FakeLinePayState } from '../../platform/line-pay/line-pay-fake';
import { expectData, expectError } from '../../../test/expect-answer';
import { approveLinePay, buildShop } from '../../../test/factories';
import { type FakeLinePayServer, startFakeLinePay } from '../../../test/fakes/line-pay-server';
import { type AccessCase, accessMatrix, route } from '../../../test/access-matrix';
import { sellerTestKit, startSellerApp } from '../../../test/seller-factories';

const SECRET = 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6';
const OTHER_SECRET = 'Zz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2Rr1Qq0Pp';
const CHANNEL = { channelId: '1234567890', channelSecret: SECRET, environment: 'SANDBOX' };
const ACCOUNT = {
  bankCode: '822',
  bankName: '中國信託',
  branch: '敦南分行',
  accountNumber: '123456789012',
  accountHolder: '光點髮藝有限公司',
  note: '轉帳後請回報帳號末五碼',
};
const POLICY = { fullRefundHoursBefore: 48, lateRefundPercent: 50 };

let linePay: FakeLinePayServer;
/**
 * The app registers each saved channel with its fake; these tests give it a state of its own, so
 * the server's channels are what each test says (a wrong secret can then be played).
 */
let appFake: FakeLinePayState;
let shopId: number;

const kit = sellerTestKit(async () => {
  linePay = await startFakeLinePay();
  appFake = new FakeLinePayState();
  return { linePay: { ...linePay, state: appFake } };
});
beforeAll(async () => {
  shopId = (await buildShop(kit.t.database.db, { sellerId: kit.callers.sellerId })).id;
  // Channel keys need an approved LINE Pay application (line-pay-application.int.test.ts).
  await approveLinePay(kit.t.database.db, kit.callers.sellerId);
});
afterAll(() => linePay.close());

const sellerUrl = () => `/v1/sellers/${kit.callers.sellerId}`;
const shopUrl = (id = shopId) => `${sellerUrl()}/shops/${id}/payment-settings`;
const channelUrl = () => `${sellerUrl()}/line-pay-settings`;
const owner = () => ({ token: kit.callers.owner.token });

async function resetSeller() {
  const db = kit.t.database.db;
  await db
    .delete(sellerLinePayChannels)
    .where(eq(sellerLinePayChannels.sellerId, kit.callers.sellerId));
  await db.delete(shopPaymentSettings).where(eq(shopPaymentSettings.shopId, shopId));
  linePay.state.reset();
  appFake.reset();
}

/** Saves the channel through the API and lets the fake LINE Pay know it with `secret`. */
async function saveChannel(secret = SECRET) {
  const res = await kit.api.call('PUT', channelUrl(), { ...owner(), body: CHANNEL });
  expect(res.status).toBe(200);
  linePay.state.registerChannel(CHANNEL.channelId, secret);
}

describe('who may call the payment settings routes', () => {
  beforeAll(resetSeller);
  const settings = { methods: ['DEPOSITORY'], bankTransfer: null, refundPolicy: POLICY };
  /** The channel exists for every caller (the test call needs one; the delete removes it). */
  const withChannel = async (url: string, body?: unknown) => {
    await kit.api.call('PUT', channelUrl(), { ...owner(), body: CHANNEL });
    return { url, ...(body !== undefined ? { body } : {}) };
  };
  const routes: AccessCase[] = [
    route('GET /shops/{shopId}/payment-settings', 'payments.settings', () =>
      withChannel(shopUrl()),
    ),
    route('PUT /shops/{shopId}/payment-settings', 'payments.settings', () =>
      withChannel(shopUrl(), settings),
    ),
    route('GET /line-pay-settings', 'payments.credentials', () => withChannel(channelUrl())),
    route('PUT /line-pay-settings', 'payments.credentials', () =>
      withChannel(channelUrl(), CHANNEL),
    ),
    route('POST /line-pay-settings:test', 'payments.credentials', () =>
      withChannel(`${channelUrl()}:test`),
    ),
    route('DELETE /line-pay-settings', { permission: 'payments.credentials', ok: 204 }, () =>
      withChannel(channelUrl()),
    ),
  ];

  accessMatrix(kit, {
    routes,
    covers: (p) => p.endsWith('/payment-settings') || p.includes('/line-pay-settings'),
  });

  it("answers 404 for another seller's shop, even to the owner", async () => {
    const other = await buildShop(kit.t.database.db);
    const res = await kit.api.call('GET', shopUrl(other.id), owner());
    expectError(res, 404, 'E_NOT_FOUND');
    const put = await kit.api.call('PUT', shopUrl(other.id), { ...owner(), body: settings });
    expectError(put, 404, 'E_NOT_FOUND');
  });
});

describe("a shop's payment settings", () => {
  beforeEach(resetSeller);

  it('answers the defaults for a shop never set up', async () => {
    const res = await kit.api.call('GET', shopUrl(), { token: kit.callers.manager.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      shopId,
      methods: [],
      bankTransfer: null,
      refundPolicy: { fullRefundHoursBefore: 24, lateRefundPercent: 0 },
      allowOnlineBalance: false,
      linePayReady: false,
      updatedAt: null,
    });
  });

  it('lets customers pay the rest online when allowed; a save without the switch keeps it', async () => {
    const body = { methods: ['DEPOSITORY'], bankTransfer: null, refundPolicy: POLICY };
    const allowed = await kit.api.call('PUT', shopUrl(), {
      ...owner(),
      body: { ...body, allowOnlineBalance: true },
    });
    expectData(allowed, { allowOnlineBalance: true });
    const kept = await kit.api.call('PUT', shopUrl(), { ...owner(), body });
    expectData(kept, { allowOnlineBalance: true });
    const off = await kit.api.call('PUT', shopUrl(), {
      token: kit.callers.manager.token,
      body: { ...body, allowOnlineBalance: false },
    });
    expectData(off, { allowOnlineBalance: false });
    const wrong = await kit.api.call('PUT', shopUrl(), {
      ...owner(),
      body: { ...body, allowOnlineBalance: 'yes' },
    });
    expect(wrong.status).toBe(400);
  });

  it('saves methods, transfer account and refund policy, and answers them after', async () => {
    await saveChannel();
    const body = {
      methods: ['LINE_PAY', 'BANK_TRANSFER', 'DEPOSITORY'],
      bankTransfer: ACCOUNT,
      refundPolicy: POLICY,
    };
    const put = await kit.api.call('PUT', shopUrl(), { token: kit.callers.manager.token, body });
    expectData(put, { ...body, shopId, linePayReady: true, allowOnlineBalance: false });
    expect(put.body.data.updatedAt).toEqual(expect.any(String));
    const got = await kit.api.call('GET', shopUrl(), owner());
    expect(got.body.data).toEqual(put.body.data);

    // A second save replaces the first; branch and note may be left out.
    const { branch: _b, note: _n, ...bare } = ACCOUNT;
    const again = await kit.api.call('PUT', shopUrl(), {
      ...owner(),
      body: { methods: ['BANK_TRANSFER'], bankTransfer: bare, refundPolicy: POLICY },
    });
    expectData(again, {
      methods: ['BANK_TRANSFER'],
      bankTransfer: { ...bare, branch: '', note: '' },
    });
  });

  it('refuses LINE Pay without a channel, naming methods', async () => {
    const res = await kit.api.call('PUT', shopUrl(), {
      ...owner(),
      body: { methods: ['LINE_PAY'], bankTransfer: null, refundPolicy: POLICY },
    });
    expectError(res, 400, 'E_VALIDATION');
    expect(res.body.error.field).toBe('methods');
    expect(res.body.error.message).toContain('請先設定 LINE Pay 串接');
  });

  it.each([
    [{ methods: ['BANK_TRANSFER'], bankTransfer: null }, 'bankTransfer'],
    [{ methods: ['CASH'] }, 'methods.0'],
    [{ methods: ['DEPOSITORY', 'DEPOSITORY'] }, 'methods'],
    [{ bankTransfer: { ...ACCOUNT, bankCode: '82' } }, 'bankTransfer.bankCode'],
    [{ bankTransfer: { ...ACCOUNT, accountNumber: '12345' } }, 'bankTransfer.accountNumber'],
    [{ bankTransfer: { ...ACCOUNT, accountHolder: '' } }, 'bankTransfer.accountHolder'],
    [
      { refundPolicy: { fullRefundHoursBefore: 721, lateRefundPercent: 0 } },
      'refundPolicy.fullRefundHoursBefore',
    ],
    [
      { refundPolicy: { fullRefundHoursBefore: 24, lateRefundPercent: 101 } },
      'refundPolicy.lateRefundPercent',
    ],
  ])('refuses %j (400 on %s)', async (change, field) => {
    const body = {
      methods: ['DEPOSITORY'],
      bankTransfer: ACCOUNT,
      refundPolicy: POLICY,
      ...change,
    };
    const res = await kit.api.call('PUT', shopUrl(), { ...owner(), body });
    expectError(res, 400, 'E_VALIDATION');
    expect(res.body.error.field).toBe(field);
  });
});

describe("the seller's LINE Pay channel", () => {
  beforeEach(resetSeller);

  it('answers not configured before the first save', async () => {
    const res = await kit.api.call('GET', channelUrl(), owner());
    expect(res.body.data).toEqual({
      configured: false,
      channelId: null,
      environment: null,
      secretHint: null,
      verifiedAt: null,
      updatedAt: null,
    });
  });

  it('needs the secret the first time', async () => {
    const { channelSecret: _s, ...noSecret } = CHANNEL;
    const res = await kit.api.call('PUT', channelUrl(), { ...owner(), body: noSecret });
    expectError(res, 400, 'E_VALIDATION');
    expect(res.body.error.field).toBe('channelSecret');
  });

  it('stores the secret sealed and never answers it', async () => {
    const put = await kit.api.call('PUT', channelUrl(), { ...owner(), body: CHANNEL });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({
      configured: true,
      channelId: CHANNEL.channelId,
      environment: 'SANDBOX',
      secretHint: SECRET.slice(-4),
      verifiedAt: null,
    });
    expect(JSON.stringify(put.body)).not.toContain(SECRET);
    const got = await kit.api.call('GET', channelUrl(), owner());
    expect(JSON.stringify(got.body)).not.toContain(SECRET);
    const [row] = await kit.t.database.db
      .select()
      .from(sellerLinePayChannels)
      .where(eq(sellerLinePayChannels.sellerId, kit.callers.sellerId));
    expect(JSON.stringify(row)).not.toContain(SECRET);
    expect(row!.secretCiphertext).toMatch(/^v1\./);
  });

  it('keeps the stored secret when none is sent, and the verification when nothing changed', async () => {
    await saveChannel();
    const tested = await kit.api.call('POST', `${channelUrl()}:test`, owner());
    expect(tested.body.data.ok).toBe(true);
    const { channelSecret: _s, ...noSecret } = CHANNEL;
    const same = await kit.api.call('PUT', channelUrl(), { ...owner(), body: noSecret });
    expect(same.body.data.secretHint).toBe(SECRET.slice(-4));
    expect(same.body.data.verifiedAt).toEqual(tested.body.data.ok && expect.any(String));
    // Still the same secret: the test call with the kept one passes.
    expect((await kit.api.call('POST', `${channelUrl()}:test`, owner())).body.data.ok).toBe(true);

    const moved = await kit.api.call('PUT', channelUrl(), {
      ...owner(),
      body: { ...noSecret, environment: 'PRODUCTION' },
    });
    expect(moved.body.data).toMatchObject({ environment: 'PRODUCTION', verifiedAt: null });
    const newSecret = await kit.api.call('PUT', channelUrl(), {
      ...owner(),
      body: { ...CHANNEL, channelSecret: OTHER_SECRET },
    });
    expect(newSecret.body.data).toMatchObject({
      secretHint: OTHER_SECRET.slice(-4),
      verifiedAt: null,
    });
  });

  it.each([
    [{ channelId: '123' }, 'channelId'],
    [{ channelSecret: 'short' }, 'channelSecret'],
    [{ environment: 'STAGING' }, 'environment'],
  ])('refuses %j (400 on %s)', async (change, field) => {
    const res = await kit.api.call('PUT', channelUrl(), {
      ...owner(),
      body: { ...CHANNEL, ...change },
    });
    expectError(res, 400, 'E_VALIDATION');
    expect(res.body.error.field).toBe(field);
  });

  it('removing the channel takes LINE Pay off every shop of the seller', async () => {
    await saveChannel();
    const second = await buildShop(kit.t.database.db, { sellerId: kit.callers.sellerId });
    const body = { methods: ['LINE_PAY', 'DEPOSITORY'], bankTransfer: null, refundPolicy: POLICY };
    for (const id of [shopId, second.id]) {
      expect((await kit.api.call('PUT', shopUrl(id), { ...owner(), body })).status).toBe(200);
    }
    const del = await kit.api.call('DELETE', channelUrl(), owner());
    expect(del.status).toBe(204);
    for (const id of [shopId, second.id]) {
      const got = await kit.api.call('GET', shopUrl(id), owner());
      expect(got.body.data).toMatchObject({ methods: ['DEPOSITORY'], linePayReady: false });
    }
    expect((await kit.api.call('GET', channelUrl(), owner())).body.data.configured).toBe(false);
    // Removing nothing is fine too.
    expect((await kit.api.call('DELETE', channelUrl(), owner())).status).toBe(204);
  });
});

describe('testing the LINE Pay channel', () => {
  beforeEach(resetSeller);
  const test = () => kit.api.call('POST', `${channelUrl()}:test`, owner());

  it('is 404 without a channel', async () => {
    expectError(await test(), 404, 'E_NOT_FOUND');
  });

  it('makes a signed call LINE Pay accepts and marks the channel verified', async () => {
    await saveChannel();
    const res = await test();
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ok: true, returnCode: '1150' });
    expect(res.body.data.message).toContain('連線成功');
    expect(linePay.state.calls).toEqual([{ api: 'check', returnCode: '1150' }]);
    const got = await kit.api.call('GET', channelUrl(), owner());
    expect(got.body.data.verifiedAt).toEqual(expect.any(String));
  });

  it('reports a wrong secret (1106) without verifying', async () => {
    await saveChannel(OTHER_SECRET);
    const res = await test();
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ok: false, returnCode: '1106' });
    expect(res.body.data.message).toContain('Channel Secret');
    expect((await kit.api.call('GET', channelUrl(), owner())).body.data.verifiedAt).toBeNull();
  });

  it('reports a channel LINE Pay does not know (1104)', async () => {
    await kit.api.call('PUT', channelUrl(), { ...owner(), body: CHANNEL });
    const res = await test();
    expect(res.body.data).toMatchObject({ ok: false, returnCode: '1104' });
    expect(res.body.data.message).toContain('Channel ID');
  });

  it('answers ok:false without a code when LINE Pay does not answer', async () => {
    // An app whose LINE Pay is a closed port: every call is refused.
    const gone = await startFakeLinePay();
    await gone.close();
    const lone = await startSellerApp({ linePay: gone });
    await approveLinePay(lone.t.database.db, lone.callers.sellerId);
    try {
      const url = `/v1/sellers/${lone.callers.sellerId}/line-pay-settings`;
      const token = lone.callers.owner.token;
      expect((await lone.api.call('PUT', url, { token, body: CHANNEL })).status).toBe(200);
      const res = await lone.api.call('POST', `${url}:test`, { token });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ ok: false, returnCode: null });
      expect(res.body.data.message).toContain('無法連上 LINE Pay');
      expect((await lone.api.call('GET', url, { token })).body.data.verifiedAt).toBeNull();
    } finally {
      await lone.t.close();
    }
  });
});
