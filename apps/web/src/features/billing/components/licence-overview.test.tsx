import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BillingTestApp,
  billingOf,
  cardTyped,
  NEW_SHOP,
  orderOf,
  PRO,
  STANDARD,
  stubApi,
  TRIAL_SHOP,
} from '../../../lib/billing/test-billing';
import { LicenceOverview } from './licence-overview';

afterEach(() => vi.unstubAllGlobals());

const BILLING = 'GET /v1/sellers/7/billing';
const PLANS = 'GET /v1/plans';
const ORDERS = 'GET /v1/sellers/7/system-orders';
const PURCHASE = 'POST /v1/sellers/7/shops/12/licence:purchase';
const page = (rows: unknown[]) => ({
  body: { data: rows, meta: { page: 1, perPage: 10, total: rows.length } },
});

function renderPage(at = '/dashboard/license') {
  const goTo = vi.fn();
  render(
    <BillingTestApp at={at}>
      <LicenceOverview sellerId={7} timeZoneOf={() => 'Asia/Taipei'} goTo={goTo} />
    </BillingTestApp>,
  );
  return { goTo };
}

async function openBuyDialog() {
  const shops = await screen.findAllByTestId('shop-licence');
  await userEvent.click(within(shops[1]!).getByRole('button', { name: '購買授權' }));
  return screen.findByTestId('buy-dialog');
}

describe('LicenceOverview', () => {
  it("shows the plans, each shop's licence and the system orders the API answers", async () => {
    const { sent } = stubApi({
      [BILLING]: { body: { data: billingOf() } },
      [PLANS]: { body: { data: [STANDARD, PRO] } },
      [ORDERS]: page([orderOf()]),
    });
    renderPage();
    expect(screen.getByRole('status', { name: '載入授權方案' })).toHaveAttribute(
      'aria-busy',
      'true',
    );

    const plans = await screen.findAllByTestId('plan-card');
    expect(plans).toHaveLength(2);
    expect(plans[0]).toHaveTextContent('標準方案');
    expect(plans[0]).toHaveTextContent('NT$999／每店每月');
    expect(plans[0]).toHaveTextContent('年繳 NT$9,990／每店每年');
    expect(plans[0]).toHaveTextContent('服務人員最多 5 位');
    expect(plans[0]).toHaveTextContent('LINE 通知');
    expect(plans[1]).toHaveTextContent('服務人員不限人數');
    expect(sent().find((r) => r.path === '/v1/plans')?.search).toBe('?currency=TWD');

    const shops = screen.getAllByTestId('shop-licence');
    expect(shops[0]).toHaveTextContent('光點髮藝 大安店');
    expect(within(shops[0]!).getByTestId('shop-licence-standing')).toHaveTextContent('試用中');
    expect(within(shops[0]!).getByTestId('shop-licence-ends')).toHaveTextContent(
      '到期日：2026年12月15日（二）',
    );
    expect(within(shops[0]!).getByRole('switch', { name: '自動續約' })).toBeChecked();
    expect(within(shops[1]!).getByTestId('shop-licence-standing')).toHaveTextContent('未購買授權');
    expect(screen.getByTestId('licence-shop-quantity')).toHaveTextContent('目前授權店家數：1 間');
    expect(screen.getAllByText('方案變更自下一期起生效，本期不按比例計費。')).not.toHaveLength(0);

    const order = await screen.findByTestId('system-order');
    expect(order).toHaveTextContent('購買授權・光點髮藝 信義店');
    expect(order).toHaveTextContent('NT$9,990');
    expect(order).toHaveTextContent('已付款');
  });

  it('buys with the card on file: plan, interval and one key, no prime; then shows the new end', async () => {
    const { sent } = stubApi({
      [BILLING]: { body: { data: billingOf() } },
      [PLANS]: { body: { data: [STANDARD, PRO] } },
      [ORDERS]: page([]),
      [PURCHASE]: { status: 201, body: { data: { order: orderOf(), paymentUrl: null } } },
    });
    renderPage();
    const dialog = await openBuyDialog();
    expect(within(dialog).getByTestId('buy-card')).toHaveTextContent('將從 VISA •••• 4242 扣款');
    await userEvent.selectOptions(within(dialog).getByLabelText('方案'), '專業方案');
    await userEvent.click(within(dialog).getByLabelText('年繳'));
    expect(within(dialog).getByTestId('buy-amount')).toHaveTextContent(
      '本期金額（含稅）：NT$19,990',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '付款 NT$19,990' }));

    const outcome = await screen.findByTestId('order-outcome');
    expect(outcome).toHaveTextContent('付款成功');
    expect(outcome).toHaveTextContent('「光點髮藝 信義店」的授權至 2027年12月5日（日）');
    const purchases = sent().filter((r) => r.method === 'POST');
    expect(purchases).toHaveLength(1);
    const body = purchases[0]!.body as Record<string, unknown>;
    expect(body).toEqual({ planId: 2, interval: 'YEAR', idempotencyKey: expect.any(String) });
    expect(String(body.idempotencyKey).length).toBeGreaterThanOrEqual(8);
    // Money moved: billing is asked again.
    await waitFor(() =>
      expect(sent().filter((r) => r.path === '/v1/sellers/7/billing').length).toBeGreaterThan(1),
    );
  });

  it('buys without a card on file: the prime of the card typed in the frame goes with it', async () => {
    const { sent } = stubApi({
      [BILLING]: { body: { data: billingOf({ card: null }) } },
      [PLANS]: { body: { data: [STANDARD] } },
      [ORDERS]: page([]),
      'GET /v1/card-gateway/setup': {
        body: { data: { kind: 'FAKE', fieldsUrl: '/v1/card-gateway/fake/fields' } },
      },
      [PURCHASE]: { status: 201, body: { data: { order: orderOf(), paymentUrl: null } } },
    });
    renderPage();
    const dialog = await openBuyDialog();
    expect(within(dialog).queryByTestId('buy-card')).not.toBeInTheDocument();
    const frame = (await within(dialog).findByTitle('信用卡資料')) as HTMLIFrameElement;
    const pay = within(dialog).getByTestId('buy-submit');
    expect(pay).toBeDisabled();
    cardTyped(frame, 'prm_new');
    await userEvent.click(pay);
    expect(await screen.findByTestId('order-outcome')).toHaveTextContent('付款成功');
    const purchase = sent().find((r) => r.method === 'POST');
    expect(purchase?.body).toEqual({
      planId: 1,
      interval: 'MONTH',
      idempotencyKey: expect.any(String),
      prime: 'prm_new',
    });
  });

  it('follows the bank for 3-D Secure, and shows a declined card in the API words', async () => {
    let declined = true;
    const { sent } = stubApi({
      [BILLING]: { body: { data: billingOf() } },
      [PLANS]: { body: { data: [STANDARD] } },
      [ORDERS]: page([]),
      [PURCHASE]: () =>
        declined
          ? {
              status: 409,
              body: { error: { code: 'E_PAYMENT_DECLINED', message: '發卡銀行拒絕交易' } },
            }
          : {
              status: 201,
              body: {
                data: {
                  order: orderOf({ status: 'PENDING', receipt: null }),
                  paymentUrl: 'https://bank.example/3ds/abc',
                },
              },
            },
    });
    const { goTo } = renderPage();
    const dialog = await openBuyDialog();
    await userEvent.click(within(dialog).getByTestId('buy-submit'));
    expect(await within(dialog).findByTestId('buy-error')).toHaveTextContent('發卡銀行拒絕交易');

    declined = false;
    await userEvent.click(within(dialog).getByTestId('buy-submit'));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://bank.example/3ds/abc'));
    const keys = sent()
      .filter((r) => r.method === 'POST')
      .map((r) => (r.body as { idempotencyKey: string }).idempotencyKey);
    // A declined charge is final for its key: the next try is a new charge.
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('back from 3-D Secure: confirms the order once, shows the outcome and drops the parameter', async () => {
    const { sent } = stubApi({
      [BILLING]: { body: { data: billingOf() } },
      [PLANS]: { body: { data: [STANDARD] } },
      [ORDERS]: page([]),
      'POST /v1/sellers/7/system-orders/501:confirm': { body: { data: orderOf() } },
    });
    renderPage('/dashboard/license?systemOrderId=501');
    const outcome = await screen.findByTestId('order-outcome');
    expect(outcome).toHaveTextContent('付款成功');
    expect(outcome).toHaveTextContent('2027年12月5日（日）');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard\/license$/),
    );
    await userEvent.click(within(outcome).getByRole('button', { name: '查看收據' }));
    expect(await screen.findByTestId('receipt')).toHaveTextContent('HY-2026-000123');
    expect(sent().filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('back from 3-D Secure with a failed charge: says why', async () => {
    stubApi({
      [BILLING]: { body: { data: billingOf({ shops: [TRIAL_SHOP, NEW_SHOP] }) } },
      [PLANS]: { body: { data: [STANDARD] } },
      [ORDERS]: page([]),
      'POST /v1/sellers/7/system-orders/502:confirm': {
        body: {
          data: orderOf({ id: 502, status: 'FAILED', failureReason: '3D 驗證失敗', receipt: null }),
        },
      },
    });
    renderPage('/dashboard/license?systemOrderId=502');
    const outcome = await screen.findByTestId('order-outcome');
    expect(outcome).toHaveTextContent('付款失敗');
    expect(outcome).toHaveTextContent('3D 驗證失敗');
  });

  it('switches the next plan and turns auto-renew off, each in the body the API takes', async () => {
    const { sent } = stubApi({
      [BILLING]: { body: { data: billingOf() } },
      [PLANS]: { body: { data: [STANDARD, PRO] } },
      [ORDERS]: page([]),
      'PUT /v1/sellers/7/shops/11/licence': { body: { data: TRIAL_SHOP } },
    });
    renderPage();
    const shops = await screen.findAllByTestId('shop-licence');
    await userEvent.click(within(shops[0]!).getByRole('switch', { name: '自動續約' }));
    await userEvent.click(within(shops[0]!).getByRole('button', { name: '變更方案' }));
    const dialog = await screen.findByTestId('switch-plan-dialog');
    expect(dialog).toHaveTextContent('方案變更自下一期起生效，本期不按比例計費');
    await userEvent.selectOptions(within(dialog).getByLabelText('下一期方案'), '專業方案');
    await userEvent.click(within(dialog).getByLabelText('年繳'));
    await userEvent.click(within(dialog).getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(screen.queryByTestId('switch-plan-dialog')).not.toBeInTheDocument());
    expect(
      sent()
        .filter((r) => r.method === 'PUT')
        .map((r) => r.body),
    ).toEqual([
      { nextPlanId: 1, nextInterval: 'MONTH', autoRenew: false },
      { nextPlanId: 2, nextInterval: 'YEAR', autoRenew: true },
    ]);
  });

  it("checks the receipt details by the contract's rules and sends blanks as null", async () => {
    const { sent } = stubApi({
      [BILLING]: { body: { data: billingOf() } },
      [PLANS]: { body: { data: [STANDARD] } },
      [ORDERS]: page([]),
      'PUT /v1/sellers/7/billing-profile': {
        body: {
          data: billingOf({
            profile: { receiptTaxId: '12345675', receiptTitle: null, receiptEmail: null },
          }),
        },
      },
    });
    renderPage();
    const taxId = await screen.findByLabelText('統一編號');
    await userEvent.type(taxId, '12345678');
    await userEvent.click(screen.getByTestId('billing-profile-save'));
    expect(await screen.findByText('統一編號檢查碼不正確，請確認號碼')).toBeInTheDocument();
    expect(sent().filter((r) => r.method === 'PUT')).toEqual([]);

    await userEvent.clear(screen.getByLabelText('統一編號'));
    await userEvent.type(screen.getByLabelText('統一編號'), '12345675');
    await userEvent.click(screen.getByTestId('billing-profile-save'));
    await waitFor(() =>
      expect(
        sent()
          .filter((r) => r.method === 'PUT')
          .map((r) => r.body),
      ).toEqual([{ receiptTaxId: '12345675', receiptTitle: null, receiptEmail: null }]),
    );
  });
});
