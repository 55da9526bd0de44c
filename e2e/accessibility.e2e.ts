import { beforeAll, describe, expect, it } from 'vitest';
import { api, zoneDate } from './api';
import { useBrowser } from './browser';
import { seriousViolations } from './axe';
import { ACCOUNTS, tokenOf } from './accounts';
import { settledPages } from './settled-pages';

const browser = useBrowser();
const openSettled = settledPages(browser);

// The pages of the route table, in two files that run side by side: here the public pages and
// the customer's (accessibility-dashboard.e2e.ts: the seller dashboard's and the consent forms').
describe('accessibility (axe-core, WCAG 2.1 AA): no serious or critical violation', () => {
  const pages: { name: string; path: () => string; as?: () => string }[] = [];
  let customer = '';
  let orderKey = '';
  let completedOrderKey = '';

  beforeAll(async () => {
    customer = await tokenOf(ACCOUNTS.customer);
    const orders = await api<{ orderKey: string }[]>('/v1/me/orders', { token: customer });
    orderKey = orders[0]!.orderKey;
    // A completed visit: its page offers the review form (the demo has some for the customer).
    const completed = await api<{ orderKey: string }[]>('/v1/me/orders?status=COMPLETED', {
      token: customer,
    });
    completedOrderKey = completed[0]?.orderKey ?? orderKey;
  });

  // Every page of the route table (apps/web/src/routes/router.tsx) but the dashboard's (the
  // other file). A new page adds its line.
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
  // The buyer app's webview (its flow: buyer-app.e2e.ts) and the app redirect pages (a
  // desktop's: the page about the app).
  pages.push({
    name: '/shop/:urlSlug/buyer-app-booking',
    path: () => '/shop/lumiere-daan/buyer-app-booking',
  });
  pages.push({
    name: '/buyer-app/orders/:orderKey',
    path: () => `/buyer-app/orders/${orderKey}`,
    as: () => customer,
  });
  for (const path of ['/buyer-app-redirect', '/seller-app-redirect']) {
    pages.push({ name: path, path: () => path });
  }
  // The LINE area of a seller without LINE settings (its LIFF pages: line-area.e2e.ts).
  pages.push({ name: '/line/:sellerId (not configured)', path: () => '/line/999999/my-customer' });
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
