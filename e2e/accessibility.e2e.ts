import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, zoneDate } from './api';
import { newPage, storeToken, useBrowser } from './browser';
import { seriousViolations } from './axe';
import { ACCOUNTS, tokenOf } from './accounts';
import { baseURL } from './server';

const browser = useBrowser();

/**
 * One phone page per visitor (anonymous, or signed in with a token), reused from path to path:
 * each `goto` loads a new document, and a new page would cost a renderer (half a second each).
 */
const visitors = new Map<string, Page>();

async function pageAs(auth?: string): Promise<Page> {
  const key = auth ?? '';
  let page = visitors.get(key);
  if (!page || page.isClosed()) {
    page = await newPage(browser(), 'phone');
    if (auth) await storeToken(page, auth);
    visitors.set(key, page);
  }
  return page;
}

/**
 * Opens `path` as a phone visitor (signed in with `auth` if given) and waits until it settles:
 * no loading state left, unless the page shows loaders on purpose (the style guide).
 */
async function openSettled(path: string, auth?: string): Promise<Page> {
  const page = await pageAs(auth);
  await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
  if (path === '/style-guide') return page;
  // Loading states are announced with role="status"; the checked page is the loaded one.
  await expect
    .poll(() => page.locator('[role="status"][aria-label="載入中"]').count(), { timeout: 15_000 })
    .toBe(0);
  return page;
}

afterAll(async () => {
  await Promise.all([...visitors.values()].map((page) => page.context().close()));
});

describe('accessibility (axe-core, WCAG 2.1 AA): no serious or critical violation', () => {
  const pages: { name: string; path: () => string; as?: () => string }[] = [];
  let customer = '';
  let owner = '';
  let orderKey = '';
  let completedOrderKey = '';
  let shopId = 0;
  let serviceId = 0;
  let operatorId = 0;
  let customerId = 0;

  beforeAll(async () => {
    [customer, owner] = await Promise.all([
      tokenOf(ACCOUNTS.customer),
      tokenOf(ACCOUNTS.hairOwner),
    ]);
    const orders = await api<{ orderKey: string }[]>('/v1/me/orders', { token: customer });
    orderKey = orders[0]!.orderKey;
    // A completed visit: its page offers the review form (the demo has some for the customer).
    const completed = await api<{ orderKey: string }[]>('/v1/me/orders?status=COMPLETED', {
      token: customer,
    });
    completedOrderKey = completed[0]?.orderKey ?? orderKey;
    const [shop] = await api<{ id: number }[]>('/v1/shops?urlSlug=lumiere-daan');
    shopId = shop!.id;
    const services = await api<{ id: number }[]>(`/v1/sellers/1/shops/${shopId}/services`, {
      token: owner,
    });
    serviceId = services[0]!.id;
    const operators = await api<{ id: number }[]>(`/v1/sellers/1/shops/${shopId}/operators`, {
      token: owner,
    });
    operatorId = operators[0]!.id;
    const records = await api<{ id: number }[]>(
      `/v1/sellers/1/customer-records?keyword=${ACCOUNTS.customer.national}`,
      {
        token: owner,
      },
    );
    customerId = records[0]!.id;
  });

  // Every page of the route table (apps/web/src/routes/router.tsx). A new page adds its line.
  const publicPages = [
    '/',
    '/search',
    '/search?keyword=%E5%85%89%E9%BB%9E',
    '/industries',
    '/p/lumiere-daan',
    '/p/lumiere-daan/booking',
    '/terms-of-use',
    '/privacy-policy',
    '/style-guide',
    '/landing',
    '/google-reserve-landing',
    '/line-pay-landing',
    '/no-such-page',
  ];
  for (const path of publicPages) pages.push({ name: path, path: () => path });
  pages.push({ name: '/orders/:orderKey', path: () => `/orders/${orderKey}`, as: () => customer });
  pages.push({
    name: '/orders/:orderKey (completed: the review form)',
    path: () => `/orders/${completedOrderKey}`,
    as: () => customer,
  });
  // An order owing its deposit (睫毛研究室 asks NT$500 in the demo), with its payment section,
  // and LINE Pay's return to /line-pay-landing for an attempt the customer cancelled there.
  const payment = { orderKey: '', paymentId: 0, transactionId: '' };
  beforeAll(async () => {
    const [lashShop] = await api<{ id: number }[]>('/v1/shops?urlSlug=lashlab-kaohsiung');
    const groups = await api<{ services: { id: number }[] }[]>(
      `/v1/service-groups?shopId=${lashShop!.id}&part=services`,
    );
    const lashService = groups.flatMap((g) => g.services)[0]!.id;
    // Far ahead: the transfers file books this shop's next days.
    const times = await api<{ days: { times: { startTime: string; operatorIds: number[] }[] }[] }>(
      '/v1/bookings:start-times',
      {
        body: {
          shopId: lashShop!.id,
          serviceIds: [lashService],
          startDate: zoneDate('Asia/Taipei', 25),
          endDate: zoneDate('Asia/Taipei', 35),
        },
      },
    );
    const slot = times.days.flatMap((d) => d.times).at(-1)!;
    const order = await api<{ id: number; orderKey: string }>('/v1/bookings:order', {
      token: customer,
      body: {
        shopId: lashShop!.id,
        serviceIds: [lashService],
        operatorId: slot.operatorIds[0],
        startTime: slot.startTime,
        profile: { displayName: 'E2E 無障礙付款', phoneNumber: ACCOUNTS.customer.phone },
      },
    });
    const attempt = await api<{ payment: { id: number }; paymentUrl: string }>(
      '/v1/order-prepayment:pay',
      {
        token: customer,
        body: {
          orderId: order.id,
          method: 'LINE_PAY',
          idempotencyKey: `a11y-pay-${order.id}-${Date.now()}`,
        },
      },
    );
    Object.assign(payment, {
      orderKey: order.orderKey,
      paymentId: attempt.payment.id,
      transactionId: /\/pay\/(\d+)$/.exec(attempt.paymentUrl)![1]!,
    });
  });
  pages.push({
    name: '/orders/:orderKey (a prepayment to pay: LINE Pay, transfer, stored value)',
    path: () => `/orders/${payment.orderKey}`,
    as: () => customer,
  });
  pages.push({
    name: '/line-pay-landing (back from LINE Pay, cancelled there)',
    path: () =>
      `/line-pay-landing?paymentId=${payment.paymentId}&transactionId=${payment.transactionId}&cancelled=1`,
  });
  pages.push({ name: '/user/profile', path: () => '/user/profile', as: () => customer });
  pages.push({ name: '/user/favorite', path: () => '/user/favorite', as: () => customer });
  pages.push({ name: '/user/orders', path: () => '/user/orders', as: () => customer });
  // The demo customer's member card where the demo seed gives her items (a usable voucher).
  let memberSellerId = 0;
  beforeAll(async () => {
    const cards = await api<{ sellerId: number; memberSummary: { usableVoucherCount: number } }[]>(
      '/v1/me/customers?part=summary',
      { token: customer },
    );
    memberSellerId = cards.find((c) => c.memberSummary.usableVoucherCount > 0)!.sellerId;
  });
  for (const child of [
    '',
    '/orders',
    '/depositories',
    '/vouchers',
    '/coupons',
    '/products',
    '/consent-forms',
  ]) {
    pages.push({
      name: `/user/member-card/:sellerId${child}`,
      path: () => `/user/member-card/${memberSellerId}${child}`,
      as: () => customer,
    });
  }
  pages.push({ name: '/user/member-card', path: () => '/user/member-card', as: () => customer });
  const dashboardPages: [string, () => string][] = [
    ['/dashboard', () => '/dashboard'],
    ['/dashboard/mobile-home', () => '/dashboard/mobile-home'],
    ['/dashboard/calendar', () => '/dashboard/calendar'],
    ['/dashboard/calendar?view=week', () => '/dashboard/calendar?view=week'],
    ['/dashboard/shops', () => '/dashboard/shops'],
    ['/dashboard/shop-settings/create', () => '/dashboard/shop-settings/create'],
    ['/dashboard/shop-settings/:shopId', () => `/dashboard/shop-settings/${shopId}`],
    ['/dashboard/services', () => '/dashboard/services'],
    [
      '/dashboard/services/:shopId/service-settings/create',
      () => `/dashboard/services/${shopId}/service-settings/create`,
    ],
    [
      '/dashboard/services/:shopId/service-settings/:serviceId',
      () => `/dashboard/services/${shopId}/service-settings/${serviceId}`,
    ],
    ['/dashboard/operators', () => '/dashboard/operators'],
    [
      '/dashboard/operators/:shopId/operator-settings/create',
      () => `/dashboard/operators/${shopId}/operator-settings/create`,
    ],
    [
      '/dashboard/operators/:shopId/operator-settings/:operatorId',
      () => `/dashboard/operators/${shopId}/operator-settings/${operatorId}`,
    ],
    ['/dashboard/members', () => '/dashboard/members'],
    ['/dashboard/reviews', () => '/dashboard/reviews'],
    ['/dashboard/customers', () => '/dashboard/customers'],
    ['/dashboard/customers/:customerId', () => `/dashboard/customers/${customerId}`],
    ['/dashboard/voucher-templates', () => '/dashboard/voucher-templates'],
    ['/dashboard/top-up-plans', () => '/dashboard/top-up-plans'],
    ['/dashboard/coupons', () => '/dashboard/coupons'],
    ['/dashboard/products', () => '/dashboard/products'],
    ['/dashboard/no-such-page', () => '/dashboard/no-such-page'],
    ['/dashboard/payment-settings', () => '/dashboard/payment-settings'],
    ['/dashboard/line-pay-settings', () => '/dashboard/line-pay-settings'],
    ['/dashboard/line-settings', () => '/dashboard/line-settings'],
  ];
  for (const [name, path] of dashboardPages) pages.push({ name, path, as: () => owner });
  // The LINE area of a seller without LINE settings (its LIFF pages: line-area.e2e.ts).
  pages.push({ name: '/line/:sellerId (not configured)', path: () => '/line/999999/my-customer' });
  // Seller sign-up's first step, for someone with no seller yet (its other steps: seller-signup).
  pages.push({
    name: '/dashboard/get-started',
    path: () => '/dashboard/get-started',
    as: () => customer,
  });

  // Consent forms (同意書), where the demo has them: 指尖美學 (nails, lashes). 王小美 signed its
  // nail form for a past visit (a locked copy) and her upcoming nail visit still needs one.
  let nailOwner = '';
  const consent = { sellerId: 0, customerId: 0, responseId: 0, formId: 0, dueOrderId: 0 };
  beforeAll(async () => {
    nailOwner = await tokenOf(ACCOUNTS.nailOwner);
    const cards = await api<{ id: number; sellerId: number }[]>('/v1/me/customers', {
      token: customer,
    });
    for (const card of cards) {
      // Only the demo's locked copy: other suites in this run add editable responses.
      const responses = (
        await api<{ id: number; consentFormId: number; editable: boolean }[]>(
          `/v1/me/customers/${card.id}/consent-form-responses`,
          { token: customer },
        )
      ).filter((r) => !r.editable);
      if (responses.length === 0) continue;
      const due = await api<{ consentFormId: number; order: { id: number } }[]>(
        `/v1/me/customers/${card.id}/consent-forms`,
        { token: customer },
      );
      Object.assign(consent, {
        sellerId: card.sellerId,
        customerId: card.id,
        responseId: responses[0]!.id,
        formId: responses[0]!.consentFormId,
        dueOrderId:
          (due.find((d) => d.consentFormId === responses[0]!.consentFormId) ?? due[0])?.order.id ??
          0,
      });
      break;
    }
  });
  pages.push(
    {
      name: '/user/consent-form (filling)',
      path: () => `/user/consent-form?formId=${consent.formId}&orderId=${consent.dueOrderId}`,
      as: () => customer,
    },
    {
      name: '/user/consent-form (a filled, locked copy)',
      path: () =>
        `/user/consent-form?customerId=${consent.customerId}&responseId=${consent.responseId}`,
      as: () => customer,
    },
    {
      name: '/dashboard/consent-forms',
      path: () => '/dashboard/consent-forms',
      as: () => nailOwner,
    },
    {
      name: '/dashboard/consent-forms/new',
      path: () => '/dashboard/consent-forms/new',
      as: () => nailOwner,
    },
    {
      name: '/dashboard/consent-forms/:formId',
      path: () => `/dashboard/consent-forms/${consent.formId}`,
      as: () => nailOwner,
    },
    {
      name: '/dashboard/consent-form-responses/:responseId',
      path: () => `/dashboard/consent-form-responses/${consent.responseId}`,
      as: () => nailOwner,
    },
  );

  it.each(pages)('$name', async ({ path, as }) => {
    const page = await openSettled(path(), as?.());
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the login dialog', async () => {
    const page = await openSettled('/');
    await page.getByRole('button', { name: '登入' }).first().click();
    await page.getByRole('dialog').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
