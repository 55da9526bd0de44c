import {
  DEPOSITORY_TRANSACTION_LABELS,
  formatMemberNumber,
  formatPrice,
  type TCustomer,
  type TDepositoryTransactionKind,
  type TMyDepository,
  type TMyVoucher,
  type TMyVoucherTransaction,
} from '@haoyue/contracts';
import { describe, expect, it } from 'vitest';
import { api } from './api';
import { newSignedInPage, useBrowser } from './browser';
import { ACCOUNTS, tokenBySms, tokenOf } from './accounts';
import { baseURL } from './server';
import { voucherHistoryKinds } from './member-items';

const browser = useBrowser();

// The member card as the demo customer sees it on a phone. Her items at 光點髮藝 (stored value
// with a top-up and spends, a voucher half used, coupons, a product purchase) come from the demo
// seeds of each ledger (apps/api/src/db/seed/demo-*.ts); membership.e2e.ts sells to her through
// the dashboard. Expectations are read from the API at test time, so tests that change her items
// first do not break this one.

const widthOf = (page: { evaluate: <T>(fn: () => T) => Promise<T> }) =>
  page.evaluate(() => document.documentElement.scrollWidth);

describe('member card (會員卡) at phone size', () => {
  it('shows 王小美 her balance, voucher sessions and their history', async () => {
    const token = await tokenOf(ACCOUNTS.customer);
    const records = await api<TCustomer[]>('/v1/me/customers?part=summary', { token });
    const record = records.find((r) => (r.memberSummary?.usableVoucherCount ?? 0) > 0)!;
    expect(record, 'the demo seed gives 王小美 a voucher').toBeDefined();
    const summary = record.memberSummary!;
    const base = `/v1/me/customers/${record.id}`;

    const page = await newSignedInPage(browser(), token, 'phone');
    await page.goto(`${baseURL}/user/member-card`);
    const card = page.locator(
      `[data-testid="member-card-item"][data-seller-id="${record.sellerId}"]`,
    );
    await card.waitFor();
    expect(await card.getByTestId('member-card-balance').innerText()).toBe(
      formatPrice(summary.balance, summary.currency),
    );
    expect(summary.balance).toBeGreaterThan(0);
    expect(await card.getByTestId('member-card-vouchers').innerText()).toBe(
      `套票 ${summary.usableVoucherCount} 張`,
    );
    expect(await card.getByTestId('member-card-coupons').innerText()).toBe(
      `優惠券 ${summary.usableCouponCount} 張`,
    );
    expect(await widthOf(page)).toBeLessThanOrEqual(390);

    // The customer card: name, member number, a QR code of the shop's record of her.
    await card.click();
    await page.getByTestId('member-card-number').waitFor();
    expect(await page.getByTestId('member-card-number').innerText()).toBe(
      formatMemberNumber(record.id),
    );
    const qr = page.getByTestId('member-card-qr');
    await qr.waitFor();
    expect(await qr.getAttribute('data-value')).toBe(`${baseURL}/dashboard/customers/${record.id}`);
    expect(await page.getByTestId('member-card-balance').innerText()).toBe(
      formatPrice(summary.balance, summary.currency),
    );
    expect(await widthOf(page)).toBeLessThanOrEqual(390);

    // 儲值金: the balance and every movement.
    const [account] = await api<TMyDepository[]>(`${base}/depositories`, { token });
    const moves = await api<{ kind: string; amount: number; orderKey: string | null }[]>(
      `${base}/depositories/${account!.id}/transactions`,
      { token },
    );
    await page.getByTestId('member-card-tab-depositories').click();
    await page.getByTestId('depository-history').waitFor();
    expect(await page.getByTestId('depository-balance').innerText()).toBe(
      formatPrice(account!.balance, account!.currency),
    );
    expect(await page.getByTestId('depository-transaction').count()).toBe(moves.length);
    expect(moves.length).toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId('depository-transaction').first().innerText()).toContain(
      DEPOSITORY_TRANSACTION_LABELS[moves[0]!.kind as TDepositoryTransactionKind],
    );

    // 套票: sessions left and the history of each use.
    const usable = await api<TMyVoucher[]>(`${base}/vouchers?state=USABLE`, { token });
    const voucher = usable[0]!;
    await page.getByTestId('member-card-tab-vouchers').click();
    const voucherCard = page.getByTestId('voucher-card').filter({ hasText: voucher.name }).first();
    await voucherCard.waitFor();
    expect(await voucherCard.getByTestId('voucher-sessions').innerText()).toBe(
      `剩 ${voucher.sessionsLeft}／${voucher.sessionsTotal} 次`,
    );
    expect(await voucherCard.getByTestId('voucher-services').innerText()).toContain(
      voucher.services[0]?.name ?? '',
    );
    const history = await api<TMyVoucherTransaction[]>(
      `${base}/vouchers/${voucher.id}/transactions`,
      { token },
    );
    // Every movement, newest first, as the ledger has them: the seed's uses, and whatever an
    // earlier file on this app did with her sessions (a booking's RESERVE, say).
    expect(await voucherHistoryKinds(voucherCard)).toEqual(history.map((t) => t.kind));
    expect(history.map((t) => t.kind)).toContain('USE');
    // The movements add up to what the card says is left.
    expect(history[0]!.sessionsAfter).toBe(voucher.sessionsLeft);
    expect(history.reduce((left, t) => left + t.sessions, 0)).toBe(voucher.sessionsLeft);
    expect(await widthOf(page)).toBeLessThanOrEqual(390);

    // 優惠券: the usable ones.
    await page.getByTestId('member-card-tab-coupons').click();
    await page.getByTestId('coupon-list').waitFor();
    expect(await page.getByTestId('coupon-card').count()).toBe(summary.usableCouponCount);

    // The visit paid from stored value shows what it took, on its order page.
    const spend = moves.find((m) => m.kind === 'SPEND' && m.orderKey)!;
    expect(spend, 'the demo spend belongs to a visit').toBeDefined();
    await page.goto(`${baseURL}/orders/${spend.orderKey}`);
    const spent = page.getByTestId('order-depository-transaction').first();
    await spent.waitFor();
    expect(await spent.innerText()).toContain(`-${formatPrice(-spend.amount, account!.currency)}`);
    expect(await widthOf(page)).toBeLessThanOrEqual(390);
    await page.close();
  });

  it('points a customer without cards to search', async () => {
    // A brand-new account (SMS sign-up behind the page's back): no customer record anywhere.
    const phoneNumber = '+886911000391';
    const page = await newSignedInPage(browser(), await tokenBySms(phoneNumber), 'phone');
    await page.goto(`${baseURL}/user/member-card`);
    await page.getByTestId('member-card-search').waitFor();
    await page.close();
  });
});
