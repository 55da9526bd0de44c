import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from './sign-in';
import { signedInUser } from './booking-factories';
import { buildShop } from './factories';
import { createTestApp, type TestContext } from './helper';
import { multipartFile, pngImage } from './seller-factories';

/**
 * The rule per kind of input (docs/decisions/009-input-rules.md), one example each; the fuzz
 * test (fuzz.int.test.ts) sends every operation every hostile value.
 */

let t: TestContext;
let api: ReturnType<typeof client>;
let token: string;
let shopId: number;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  token = (await signedInUser(t)).token;
  shopId = (await buildShop(t.database.db)).id;
});
afterAll(async () => {
  await t.close();
});

type Answer = Awaited<ReturnType<typeof api.call>>;

/** Checks a refusal's status, code and field; returns its message. */
const expectRefusal = (res: Answer, status: number, code: string, field?: string) => {
  expect(res.status).toBe(status);
  expect(res.body.error.code).toBe(code);
  if (field !== undefined) expect(res.body.error.field).toBe(field);
  return res.body.error.message as string;
};

describe('text', () => {
  it('refuses control characters in a field with 400 naming it', async () => {
    for (const displayName of ['a\u0000b', '\u001b[31m', 'a\u0085b']) {
      const res = await api.call('PATCH', '/v1/me', { token, body: { displayName } });
      expect(expectRefusal(res, 400, 'E_VALIDATION', 'displayName')).toContain('displayName');
    }
    const password = 'long-enough\u0000';
    const res = await api.call('PATCH', '/v1/me', {
      token,
      body: { password, passwordConfirmation: password },
    });
    expect(expectRefusal(res, 400, 'E_VALIDATION', 'password')).toContain('控制字元');
  });

  it('refuses line breaks in single-line fields, lone surrogates anywhere', async () => {
    const broken = await api.call('PATCH', '/v1/me', { token, body: { nickname: '小\n美' } });
    expectRefusal(broken, 400, 'E_VALIDATION', 'nickname');
    const trailing = await api.call('PATCH', '/v1/me', { token, body: { nickname: '小美\n' } });
    expect(trailing.status).toBe(200);
    expect(trailing.body.data.nickname).toBe('小美');
    const lone = await api.call('PATCH', '/v1/me', { token, body: { nickname: 'a\ud800' } });
    expectRefusal(lone, 400, 'E_VALIDATION', 'nickname');
  });

  it('refuses NUL in query strings and path parameters', async () => {
    expectRefusal(await api.call('GET', '/v1/shops?keyword=a%00b'), 400, 'E_VALIDATION', 'keyword');
    const order = await api.call('GET', '/v1/orders/a%00b', { token });
    expectRefusal(order, 400, 'E_VALIDATION', 'id');
  });
});

describe('instants and dates', () => {
  it('refuses instants outside 2000–2100', async () => {
    for (const startTime of ['9999-12-31T23:59:59Z', '1999-12-31T23:59:59Z']) {
      const res = await api.call('GET', `/v1/me/orders?startTime=${startTime}`, { token });
      expectRefusal(res, 400, 'E_VALIDATION', 'startTime');
    }
    const ok = await api.call('GET', '/v1/me/orders?startTime=2100-12-31T23:59:59Z', { token });
    expect(ok.status).toBe(200);
  });

  it('refuses local dates outside 2000–2100', async () => {
    const res = await api.call('POST', '/v1/bookings:start-times', {
      body: { shopId, serviceIds: [1], startDate: '9999-12-30', endDate: '9999-12-31' },
    });
    expectRefusal(res, 400, 'E_VALIDATION', 'startDate');
  });
});

describe('ids', () => {
  it('takes body ids as JSON integers only', async () => {
    const res = await api.call('POST', '/v1/me/favorites:add', { token, body: { shopId: '1' } });
    expectRefusal(res, 400, 'E_VALIDATION', 'shopId');
  });

  it('takes path and query ids as plain digits only', async () => {
    for (const id of ['%201', '01', '1.0', '+1', '1e3', '2147483648']) {
      const path = await api.call('GET', `/v1/shops/${id}`);
      expectRefusal(path, 400, 'E_VALIDATION', 'shopId');
      const query = await api.call('GET', `/v1/operators?shopId=${id}`);
      expectRefusal(query, 400, 'E_VALIDATION', 'shopId');
    }
    expect((await api.call('GET', `/v1/shops/${shopId}`)).status).toBe(200);
  });
});

describe('uploads', () => {
  const upload = (payload: Buffer | string, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/me/photo',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });

  it('answers a malformed upload with 400, never 413 or 500', async () => {
    const { payload, headers } = multipartFile(await pngImage(64, 64));
    const cases: [string, Buffer | string, string][] = [
      ['no boundary', payload, 'multipart/form-data'],
      ['truncated', payload.subarray(0, payload.length - 40), headers['content-type']],
      ['cut in the part headers', payload.subarray(0, 30), headers['content-type']],
      ['as JSON', '{}', 'application/json'],
      ['as text', 'x', 'text/plain'],
    ];
    for (const [what, body, type] of cases) {
      const res = await upload(body, type);
      expect(res.statusCode, what).toBe(400);
      expect(res.json().error.code, what).toBe('E_VALIDATION');
    }
  });

  it('answers 413 for a file over the limit', async () => {
    const { payload, headers } = multipartFile(Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'image/jpeg');
    const res = await upload(payload, headers['content-type']);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('E_FILE_TOO_LARGE');
  });
});

describe("Fastify's own refusals", () => {
  it('answers them in our shape with zh-TW messages that repeat nothing', async () => {
    const json = (payload: string, type = 'application/json') =>
      t.app.inject({
        method: 'PATCH',
        url: '/v1/me',
        headers: { authorization: `Bearer ${token}`, 'content-type': type },
        payload,
      });
    const cases: [string, Promise<{ statusCode: number; body: string }>, number, string][] = [
      ['malformed JSON', json('{"displayName":"secret-input'), 400, 'E_VALIDATION'],
      ['empty JSON', json(''), 400, 'E_VALIDATION'],
      ['media type', json('secret-input', 'application/x-secret-input'), 400, 'E_VALIDATION'],
      ['too large', json(`{"a":"${'secret-input'.repeat(100_000)}"}`), 413, 'E_BODY_TOO_LARGE'],
      ['bad URL', t.app.inject({ url: '/v1/shops/secret-input%E0%A4%A' }), 400, 'E_VALIDATION'],
      ['long param', t.app.inject({ url: `/v1/shops/${'9'.repeat(300)}` }), 400, 'E_VALIDATION'],
      ['no route', t.app.inject({ url: '/v1/secret-input' }), 404, 'E_NOT_FOUND'],
    ];
    for (const [what, answer, status, code] of cases) {
      const res = await answer;
      expect(res.statusCode, what).toBe(status);
      const { error } = JSON.parse(res.body);
      expect(error.code, what).toBe(code);
      expect(error.message, what).toMatch(/[\u4e00-\u9fff]/);
      expect(res.body, what).not.toContain('secret-input');
      expect(res.body, what).not.toContain('999999');
    }
  });
});
