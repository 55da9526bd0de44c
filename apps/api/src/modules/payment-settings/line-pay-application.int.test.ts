import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminAudit,
  linePayApplicationDocuments,
  linePayApplications,
  sellerLinePayChannels,
} from '../../db/schema';
import { RecordingSmsSender } from '../../platform/sms/sms-sender';
import { adminUser } from '../../../test/admin-factories';
import { expectError } from '../../../test/expect-answer';
import { type AccessCase, accessMatrix, route } from '../../../test/access-matrix';
import { multipartFile, pngImage, sellerTestKit } from '../../../test/seller-factories';

const sms = new RecordingSmsSender();
const kit = sellerTestKit({ smsSender: sms });
const CHANNEL = {
  channelId: '1234567890',
  channelSecret: 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6',
  environment: 'SANDBOX',
};
const FORM = {
  businessName: '光點髮藝有限公司',
  taxId: '04595257',
  contactName: '林光點',
  contactPhone: '02-2345-6789',
  contactEmail: 'owner@example.com',
};

let admin: Awaited<ReturnType<typeof adminUser>>;
beforeAll(async () => {
  admin = await adminUser(kit.t, 'OPERATIONS');
});

const applicationUrl = () => `${kit.base()}/line-pay-application`;
const owner = () => ({ token: kit.owner() });
const asAdmin = () => ({ token: admin.token });

async function upload(token = kit.owner(), file?: Buffer, type = 'image/png', name = '存摺.png') {
  const { payload, headers } = multipartFile(file ?? (await pngImage(400, 300)), type, name);
  return kit.api.call('POST', `${applicationUrl()}/documents`, { token, body: payload, headers });
}

async function apply(change: Record<string, unknown> = {}) {
  const doc = await upload();
  expect(doc.status).toBe(201);
  return kit.api.call('PUT', applicationUrl(), {
    ...owner(),
    body: { ...FORM, documentIds: [doc.body.data.id], ...change },
  });
}

async function download(applicationId: number, documentId: number, token?: string) {
  return kit.t.app.inject({
    method: 'GET',
    url: `/v1/admin/line-pay-applications/${applicationId}/documents/${documentId}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function reset() {
  const db = kit.t.database.db;
  await db
    .delete(linePayApplications)
    .where(eq(linePayApplications.sellerId, kit.callers.sellerId));
  await db
    .delete(linePayApplicationDocuments)
    .where(eq(linePayApplicationDocuments.sellerId, kit.callers.sellerId));
  await db
    .delete(sellerLinePayChannels)
    .where(eq(sellerLinePayChannels.sellerId, kit.callers.sellerId));
}

describe('who may call the seller side of LINE Pay applications', () => {
  beforeAll(reset);
  const routes: AccessCase[] = [
    route('GET /line-pay-application', 'payments.credentials', () => ({ url: applicationUrl() })),
    route(
      'POST /line-pay-application/documents',
      { permission: 'payments.credentials', ok: 201 },
      async () => {
        const { payload, headers } = multipartFile(await pngImage(40, 30));
        return { url: `${applicationUrl()}/documents`, body: payload, headers };
      },
    ),
    route('PUT /line-pay-application', { permission: 'payments.credentials', ok: 400 }, () => ({
      url: applicationUrl(),
      body: { ...FORM, documentIds: [2147483000] },
    })),
  ];
  accessMatrix(kit, {
    routes,
    covers: (p) => p.startsWith('/v1/sellers/') && p.includes('/line-pay-application'),
  });
});

describe('the tax id (統一編號) check', () => {
  beforeEach(reset);

  it.each(['04595257', '12345675', '10458575'])('accepts %s', async (taxId) => {
    const res = await apply({ taxId });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ taxId, status: 'SUBMITTED' });
  });

  it.each(['04595258', '12345674', '1234567', '1234567a', ''])('refuses %j', async (taxId) => {
    const res = await apply({ taxId });
    expectError(res, 400, 'E_VALIDATION');
    expect(res.body.error.field).toBe('taxId');
  });
});

describe('applying, review and the channel keys', () => {
  beforeEach(reset);

  it('refuses channel keys before approval, accepts them after, and tells the owner', async () => {
    const before = await kit.api.call('PUT', `${kit.base()}/line-pay-settings`, {
      ...owner(),
      body: CHANNEL,
    });
    expectError(before, 409, 'E_LINE_PAY_NOT_APPROVED');

    const applied = await apply();
    expect(applied.status).toBe(200);
    const id = applied.body.data.id as number;
    expect(applied.body.data.documents).toEqual([
      expect.objectContaining({ fileName: '存摺.webp', contentType: 'image/webp' }),
    ]);
    // Still under review: no keys yet.
    const pending = await kit.api.call('PUT', `${kit.base()}/line-pay-settings`, {
      ...owner(),
      body: CHANNEL,
    });
    expectError(pending, 409, 'E_LINE_PAY_NOT_APPROVED');

    const approved = await kit.api.call(
      'POST',
      `/v1/admin/line-pay-applications/${id}:approve`,
      asAdmin(),
    );
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe('APPROVED');
    const keys = await kit.api.call('PUT', `${kit.base()}/line-pay-settings`, {
      ...owner(),
      body: CHANNEL,
    });
    expect(keys.status).toBe(200);
    expect(keys.body.data.configured).toBe(true);

    await kit.t.app.backgroundTasks.idle();
    const [message] = sms.outbox(kit.callers.owner.user.phoneNumber!);
    expect(message?.text).toContain('LINE Pay 申請');
    expect(message?.text).toContain('已核准');

    const rows = await kit.t.database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.targetType, 'line_pay_application'), eq(adminAudit.targetId, id)));
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'line_pay_application.approve',
        adminUserId: admin.user.id,
        role: 'OPERATIONS',
        before: { status: 'SUBMITTED' },
      }),
    ]);
    // Decided once: a second decision is refused.
    const again = await kit.api.call('POST', `/v1/admin/line-pay-applications/${id}:reject`, {
      ...asAdmin(),
      body: { reason: '改判' },
    });
    expectError(again, 409, 'E_LINE_PAY_APPLICATION_STATE');
  });

  it('shows the reason of a rejection to the seller, who edits and resubmits', async () => {
    const id = (await apply()).body.data.id as number;
    const noReason = await kit.api.call('POST', `/v1/admin/line-pay-applications/${id}:reject`, {
      ...asAdmin(),
      body: {},
    });
    expectError(noReason, 400, 'E_VALIDATION');
    const rejected = await kit.api.call('POST', `/v1/admin/line-pay-applications/${id}:reject`, {
      ...asAdmin(),
      body: { reason: '存摺封面模糊，請重新上傳' },
    });
    expect(rejected.body.data).toMatchObject({ status: 'REJECTED' });
    const seen = await kit.api.call('GET', applicationUrl(), owner());
    expect(seen.body.data).toMatchObject({
      status: 'REJECTED',
      rejectReason: '存摺封面模糊，請重新上傳',
    });
    const [audit] = await kit.t.database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.targetType, 'line_pay_application'), eq(adminAudit.targetId, id)));
    expect(audit).toMatchObject({
      action: 'line_pay_application.reject',
      reason: '存摺封面模糊，請重新上傳',
    });

    const resubmitted = await apply({ businessName: '光點髮藝股份有限公司' });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body.data).toMatchObject({
      id,
      status: 'SUBMITTED',
      businessName: '光點髮藝股份有限公司',
      rejectReason: null,
    });
    // The earlier document, not named again, is gone; the new one is the application's.
    expect(resubmitted.body.data.documents).toHaveLength(1);
    const detail = await kit.api.call('GET', `/v1/admin/line-pay-applications/${id}`, asAdmin());
    expect(detail.body.data).toMatchObject({ status: 'SUBMITTED', sellerId: kit.callers.sellerId });
  });

  it('keeps one open application: a second submission while under review or approved is refused', async () => {
    const id = (await apply()).body.data.id as number;
    expectError(await apply(), 409, 'E_LINE_PAY_APPLICATION_STATE');
    await kit.api.call('POST', `/v1/admin/line-pay-applications/${id}:approve`, asAdmin());
    expectError(await apply(), 409, 'E_LINE_PAY_APPLICATION_STATE');
    const count = await kit.t.database.db
      .select()
      .from(linePayApplications)
      .where(eq(linePayApplications.sellerId, kit.callers.sellerId));
    expect(count).toHaveLength(1);
  });

  it("refuses another seller's document, an unreadable file and a fake PDF", async () => {
    // Another seller's upload (their own route) cannot be named by this seller's application.
    const { payload, headers } = multipartFile(await pngImage(40, 30));
    const theirs = await kit.api.call(
      'POST',
      `/v1/sellers/${kit.callers.outsider.sellerId}/line-pay-application/documents`,
      { token: kit.callers.outsider.token, body: payload, headers },
    );
    expect(theirs.status).toBe(201);
    expect((await upload(kit.callers.outsider.token)).status).toBe(404);
    const other = await kit.api.call('PUT', applicationUrl(), {
      ...owner(),
      body: { ...FORM, documentIds: [theirs.body.data.id] },
    });
    expectError(other, 400, 'E_VALIDATION');
    expect(other.body.error.field).toBe('documentIds');
    const text = await upload(undefined, Buffer.from('hello'), 'text/plain', 'a.txt');
    expectError(text, 400, 'E_VALIDATION');
    const fakePdf = await upload(undefined, Buffer.from('not a pdf'), 'application/pdf', 'a.pdf');
    expectError(fakePdf, 400, 'E_VALIDATION');
    const pdf = await upload(
      undefined,
      Buffer.from('%PDF-1.4\n%%EOF'),
      'application/pdf',
      '證明.pdf',
    );
    expect(pdf.status).toBe(201);
    expect(pdf.body.data).toMatchObject({ fileName: '證明.pdf', contentType: 'application/pdf' });
  });
});

describe('the bank documents stay private', () => {
  let id: number;
  let documentId: number;
  beforeAll(async () => {
    await reset();
    const applied = await apply();
    id = applied.body.data.id;
    documentId = applied.body.data.documents[0].id;
  });

  it('answers the file to an admin with the permission, as an attachment', async () => {
    const res = await download(id, documentId, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
  });

  it('refuses everyone else: anonymous, seller members, other sellers, support admins', async () => {
    const support = await adminUser(kit.t, 'SUPPORT');
    const c = kit.callers;
    const refused = [
      [undefined, 401],
      [c.owner.token, 403],
      [c.manager.token, 403],
      [c.staff.token, 403],
      [c.outsider.token, 403],
      [c.customer.token, 403],
      [support.token, 403],
    ] as const;
    for (const [token, status] of refused) {
      expect((await download(id, documentId, token)).statusCode).toBe(status);
    }
    // A document under another application's id is not found, even by an admin.
    expect((await download(id + 1000, documentId, admin.token)).statusCode).toBe(404);
    // No public URL names it.
    const seller = await kit.api.call('GET', applicationUrl(), owner());
    expect(JSON.stringify(seller.body)).not.toContain('/uploads/');
  });

  it('lists applications by status and text for admins, paged', async () => {
    const list = (query: string) =>
      kit.api.call('GET', `/v1/admin/line-pay-applications?${query}`, asAdmin());
    const found = await list(`status=SUBMITTED&q=${encodeURIComponent('光點')}`);
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual([
      expect.objectContaining({ id, taxId: FORM.taxId, status: 'SUBMITTED' }),
    ]);
    expect(found.body.meta).toMatchObject({ page: 1, total: 1 });
    expect((await list('q=04595257')).body.data.map((r: { id: number }) => r.id)).toContain(id);
    expect((await list('status=APPROVED&q=04595257')).body.data).toEqual([]);
    expect((await list('q=%25')).body.data).toEqual([]);
    expectError(await list('status=DONE'), 400, 'E_VALIDATION');
  });
});
