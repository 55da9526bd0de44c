import type { FakeLinePayment } from './fake-payment';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The fake's payment page, standing in for LINE Pay's: the amount, then 付款 (approve, back to
 * the shop's confirm URL) or 取消 (back to its cancel URL). Plain HTML with no script, readable
 * at 390 px and by a screen reader.
 */
export function fakePayPage(
  payment: FakeLinePayment | null,
  base: string,
  expired = false,
): string {
  const body = !payment
    ? '<h1>找不到付款請求</h1>'
    : expired || payment.state === 'CANCELLED' || payment.state === 'CONFIRMED'
      ? `<h1>此付款請求已${payment.state === 'CONFIRMED' ? '完成' : '失效'}</h1>`
      : `<h1>LINE Pay 付款（測試環境）</h1>
<p>訂單 <strong>${escape(payment.orderId)}</strong></p>
<p class="amount">${escape(payment.currency)} ${payment.amount.toLocaleString('en-US')}</p>
<form method="post" action="${escape(base)}/pay/${payment.transactionId}/approve"><button class="pay" type="submit">付款</button></form>
<form method="post" action="${escape(base)}/pay/${payment.transactionId}/cancel"><button class="cancel" type="submit">取消</button></form>`;
  return `<!doctype html>
<html lang="zh-TW"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>LINE Pay（測試）</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:420px;padding:24px;color:#1a1a1a}
h1{font-size:1.25rem}.amount{font-size:2rem;font-weight:700}
button{display:block;width:100%;font-size:1.125rem;padding:14px;margin-top:12px;border-radius:8px;border:0;cursor:pointer}
.pay{background:#06c755;color:#00230c;font-weight:700}.cancel{background:#e9ecef;color:#1a1a1a}
</style></head><body><main>${body}</main></body></html>`;
}
