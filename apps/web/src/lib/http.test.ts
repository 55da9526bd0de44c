import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAuthToken, getAuthToken, setAuthToken } from './auth-token';
import { apiGet, apiSend, ApiError, buildUrl, readRetryAfter } from './http';

describe('buildUrl', () => {
  it('drops empty values and joins arrays with commas', () => {
    expect(
      buildUrl('/v1/shops', {
        keyword: '',
        industryId: 2,
        cityIds: [1, 2],
        lng: undefined,
        lat: null,
        part: ['city', 'images'],
      }),
    ).toBe('/v1/shops?industryId=2&cityIds=1%2C2&part=city%2Cimages');
  });

  it('returns the bare path without parameters', () => {
    expect(buildUrl('/v1/industries')).toBe('/v1/industries');
    expect(buildUrl('/v1/shops', { cityIds: [] })).toBe('/v1/shops');
  });
});

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === null ? null : JSON.stringify(body), { status, headers }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof answer>) => {
  const init = fetchMock.mock.calls[0]?.[1] ?? {};
  return { init, headers: (init.headers ?? {}) as Record<string, string> };
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearAuthToken();
});

describe('API calls', () => {
  it('carries the bearer token when signed in, and none when signed out', async () => {
    let fetchMock = answer(200, { data: 1 });
    await apiGet('/v1/me');
    expect(sent(fetchMock).headers.Authorization).toBeUndefined();

    setAuthToken('t1');
    fetchMock = answer(200, { data: 1 });
    await apiGet('/v1/me');
    expect(sent(fetchMock).headers.Authorization).toBe('Bearer t1');
  });

  it('sends objects as JSON and FormData as multipart, and reads a 204 as no data', async () => {
    let fetchMock = answer(200, { data: { ok: true } });
    await apiSend('PATCH', '/v1/me', { nickname: null });
    expect(sent(fetchMock).init.method).toBe('PATCH');
    expect(sent(fetchMock).init.body).toBe('{"nickname":null}');
    expect(sent(fetchMock).headers['Content-Type']).toBe('application/json');

    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    fetchMock = answer(200, { data: {} });
    await apiSend('POST', '/v1/me/photo', form);
    expect(sent(fetchMock).init.body).toBe(form);
    expect(sent(fetchMock).headers['Content-Type']).toBeUndefined();

    answer(204, null);
    expect(await apiSend('DELETE', '/v1/auth/tokens/current')).toEqual({ data: undefined });
  });

  it('drops the token when the server answers 401 E_UNAUTHORIZED_ACCESS', async () => {
    setAuthToken('expired');
    answer(401, { error: { code: 'E_UNAUTHORIZED_ACCESS', message: '登入已失效，請重新登入' } });
    await expect(apiGet('/v1/me')).rejects.toMatchObject({ code: 'E_UNAUTHORIZED_ACCESS' });
    expect(getAuthToken()).toBeNull();
  });

  it('keeps the token on other errors, e.g. a wrong password', async () => {
    setAuthToken('t1');
    answer(401, { error: { code: 'E_INVALID_CREDENTIALS', message: '密碼錯誤' } });
    const error = await apiSend('POST', '/v1/auth/tokens', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('密碼錯誤');
    expect(getAuthToken()).toBe('t1');
  });

  it('carries the field at fault of a validation error', async () => {
    answer(400, {
      error: { code: 'E_VALIDATION', message: '請填寫姓名', field: 'profile.displayName' },
    });
    const error = (await apiSend('POST', '/v1/bookings:order', {}).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toMatchObject({ code: 'E_VALIDATION', field: 'profile.displayName' });
    answer(409, { error: { code: 'E_SLOT_UNAVAILABLE', message: '這個時段剛被預約走了' } });
    expect(await apiSend('POST', '/v1/bookings:order', {}).catch((e: unknown) => e)).toMatchObject({
      status: 409,
      field: null,
    });
  });

  it('reads Retry-After of a 429', async () => {
    answer(
      429,
      { error: { code: 'E_RATE_LIMITED', message: '操作太頻繁' } },
      { 'Retry-After': '42' },
    );
    const error = (await apiSend('POST', '/v1/auth/sms-verification:send', {}).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.retryAfterSeconds).toBe(42);
    expect(readRetryAfter(null)).toBeNull();
    expect(readRetryAfter('Thu, 01 Jan 1970 00:01:00 GMT', 0)).toBe(60);
  });
});
