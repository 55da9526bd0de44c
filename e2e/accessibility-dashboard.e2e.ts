import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './api';
import { useBrowser } from './browser';
import { seriousViolations } from './axe';
import { ACCOUNTS, tokenOf } from './accounts';
import { settledPages } from './settled-pages';

const browser = useBrowser();
const openSettled = settledPages(browser);

// The seller dashboard's pages and the consent forms' (the public and customer pages:
// accessibility.e2e.ts, which runs beside this file).
describe('accessibility of the dashboard (axe-core, WCAG 2.1 AA): no serious or critical violation', () => {
  const pages: { name: string; path: () => string; as?: () => string }[] = [];
  let customer = '';
  let owner = '';
  let shopId = 0;
  let serviceId = 0;
  let operatorId = 0;
  let customerId = 0;

  beforeAll(async () => {
    [customer, owner] = await Promise.all([
      tokenOf(ACCOUNTS.customer),
      tokenOf(ACCOUNTS.hairOwner),
    ]);
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
    ['/dashboard/google-reserve-settings', () => '/dashboard/google-reserve-settings'],
    ['/dashboard/license', () => '/dashboard/license'],
    ['/dashboard/credit-card', () => '/dashboard/credit-card'],
  ];
  for (const [name, path] of dashboardPages) pages.push({ name, path, as: () => owner });
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
});
