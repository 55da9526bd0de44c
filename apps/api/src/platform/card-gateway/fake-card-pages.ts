import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { FakeTapPay } from './tappay-fake';
import { TEST_CARDS } from './test-cards';

export const FAKE_CARD_PAGES_PREFIX = '/fake-card-gateway';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The card-fields page may be framed by our own pages only (the app's policy frames nothing). */
const FRAMEABLE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; form-action 'self'; frame-ancestors 'self'";

const page = (title: string, body: string, script = '') => `<!doctype html>
<html lang="zh-TW"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:12px;color:#1a1a1a;max-width:480px}
label{display:block;font-size:.875rem;margin-top:10px}
input{display:block;width:100%;box-sizing:border-box;font-size:1rem;padding:10px;border:1px solid #adb5bd;border-radius:6px}
.row{display:flex;gap:8px}.row>div{flex:1}
button{display:block;width:100%;font-size:1.125rem;padding:14px;margin-top:16px;border-radius:8px;border:0;background:#1971c2;color:#fff;cursor:pointer}
details{margin-top:12px;font-size:.8125rem}code{font-size:.8125rem}
[role=alert]{color:#c92a2a;font-size:.875rem;min-height:1.2em;margin-top:8px}
</style>${script ? `<script src="${FAKE_CARD_PAGES_PREFIX}/card-fields.js" defer></script>` : ''}</head>
<body><main>${body}</main></body></html>`;

/** The script of the card-fields page (a file: the policy allows no inline script). */
const CARD_FIELDS_SCRIPT = `(() => {
  const parentOrigin = document.body.dataset.parentOrigin;
  const fields = ['card-number', 'card-expiry', 'card-cvc'].map((id) => document.getElementById(id));
  const error = document.getElementById('card-error');
  const tell = (message) => window.parent.postMessage(message, parentOrigin);
  const complete = () =>
    fields[0].value.replace(/\\D/g, '').length >= 15 &&
    /^\\d{2}\\s*\\/\\s*\\d{2}$/.test(fields[1].value.trim()) &&
    /^\\d{3,4}$/.test(fields[2].value.trim());
  const state = () => tell({ type: 'haoyue-card-state', canGetPrime: complete() });
  for (const field of fields) field.addEventListener('input', () => { error.textContent = ''; state(); });
  window.addEventListener('message', async (event) => {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    if (!event.data || event.data.type !== 'haoyue-card-get-prime') return;
    try {
      const response = await fetch('${FAKE_CARD_PAGES_PREFIX}/primes', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ number: fields[0].value, expiry: fields[1].value, cvc: fields[2].value }),
      });
      const answer = await response.json();
      if (answer.prime) {
        tell({ type: 'haoyue-card-prime', prime: answer.prime, lastFour: answer.lastFour, brand: answer.brand });
      } else {
        error.textContent = answer.error || '卡片資料不正確';
        tell({ type: 'haoyue-card-error', message: error.textContent });
      }
    } catch {
      error.textContent = '無法連線到金流，請稍後再試';
      tell({ type: 'haoyue-card-error', message: error.textContent });
    }
  });
  state();
})();
`;

const ZOrigin = z
  .url()
  .refine((v) => new URL(v).origin === v, '必須是來源網址，例如 https://example.com');

/**
 * The fake card gateway's pages, served by our app outside production (never registered in
 * production): the card fields a card page frames, its script, the prime endpoint they call,
 * and the bank's 3-D Secure page. Protocol: README.md beside this file.
 */
export const fakeCardPages: FastifyPluginAsync<{ fake: FakeTapPay }> = async (app, { fake }) => {
  const config = { access: 'public' as const };
  const schema = { hide: true };
  // The 3-D Secure page's 「驗證」 form posts urlencoded; nothing in it is read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, body),
  );

  app.get('/card-fields', { config, schema }, async (req, reply) => {
    const parsed = ZOrigin.safeParse((req.query as { origin?: unknown }).origin);
    if (!parsed.success) {
      return reply
        .code(400)
        .send({ error: { code: 'E_VALIDATION', message: 'origin 必須是框住此頁的網頁來源' } });
    }
    const cards = TEST_CARDS.map(
      (c) =>
        `<li><code>${c.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> ${escape(c.label)}</li>`,
    ).join('');
    const body = `<div data-fields>
<label for="card-number">卡號</label><input id="card-number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242">
<div class="row"><div><label for="card-expiry">有效期限（MM/YY）</label><input id="card-expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY"></div>
<div><label for="card-cvc">安全碼</label><input id="card-cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123"></div></div>
<div id="card-error" role="alert"></div>
<details open><summary>測試卡號（測試環境，任何未來的有效期限與 3 碼安全碼）</summary><ul>${cards}</ul></details></div>`;
    return reply
      .header('content-security-policy', FRAMEABLE_CSP)
      .header('x-frame-options', 'SAMEORIGIN')
      .type('text/html; charset=utf-8')
      .send(
        page('信用卡資料（測試）', body, 'script').replace(
          '<body>',
          `<body data-parent-origin="${escape(parsed.data)}">`,
        ),
      );
  });

  app.get('/card-fields.js', { config, schema }, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').send(CARD_FIELDS_SCRIPT),
  );

  app.post('/primes', { config, schema }, async (req, reply) => {
    const parsed = z
      .object({ number: z.string().max(40), expiry: z.string().max(10), cvc: z.string().max(8) })
      .safeParse(req.body);
    if (!parsed.success) return reply.code(400).send({ error: '卡片資料不完整' });
    const made = fake.createPrime(parsed.data);
    return reply.code('error' in made ? 400 : 200).send(made);
  });

  app.get('/3ds/:recTradeId', { config, schema }, async (req, reply) => {
    const { recTradeId } = req.params as { recTradeId: string };
    const trade = fake.findTrade(recTradeId);
    const body =
      !trade || trade.recordStatus !== 4
        ? '<h1>找不到待驗證的交易</h1>'
        : `<h1>發卡銀行 3-D Secure 驗證（測試）</h1>
<p>卡號末四碼 <strong>${escape(trade.lastFour)}</strong></p>
<p>金額 <strong>${escape(trade.currency)} ${trade.amount.toLocaleString('en-US')}</strong></p>
<form method="post" action="${FAKE_CARD_PAGES_PREFIX}/3ds/${escape(recTradeId)}/verify"><button type="submit">驗證</button></form>`;
    return reply.type('text/html; charset=utf-8').send(page('3-D Secure 驗證（測試）', body));
  });

  app.post('/3ds/:recTradeId/verify', { config, schema }, async (req, reply) => {
    const { recTradeId } = req.params as { recTradeId: string };
    const next = fake.completeThreeDSecure(recTradeId);
    if (!next) {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(page('3-D Secure 驗證（測試）', '<h1>找不到待驗證的交易</h1>'));
    }
    return reply.redirect(next, 303);
  });
};
