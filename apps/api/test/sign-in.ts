import type { FastifyInstance } from 'fastify';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Small client for identity tests: JSON calls, optional bearer token, a fixed client IP. */
export function client(app: FastifyInstance, ip = '203.0.113.10') {
  const call = async (
    method: string,
    url: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) => {
    const res = await app.inject({
      method: method as 'GET',
      url,
      // Development endpoints answer only callers on this machine, as the tests are.
      remoteAddress: url.startsWith('/v1/dev/') ? '127.0.0.1' : ip,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { payload: options.body as Json } : {}),
    });
    const body = res.body ? (res.json() as Json) : null;
    return {
      status: res.statusCode,
      body: body as Json,
      headers: res.headers,
      cookies: res.cookies,
    };
  };
  return {
    call,
    /** The latest code the fake gateway texted to a number. */
    async latestCode(phoneNumber: string): Promise<string> {
      const { body } = await call(
        'GET',
        `/v1/dev/outbox?phoneNumber=${encodeURIComponent(phoneNumber)}`,
      );
      const text: string = body.data[0]?.text ?? '';
      const code = /(\d{6})/.exec(text)?.[1];
      if (!code) throw new Error(`no code sent to ${phoneNumber}`);
      return code;
    },
    /** Signs up (or in) a number by SMS code; returns the token and user. */
    async signInBySms(phoneNumber: string) {
      const sent = await call('POST', '/v1/auth/sms-verification:send', { body: { phoneNumber } });
      if (sent.status !== 200) throw new Error(`send failed: ${JSON.stringify(sent.body)}`);
      const code = await this.latestCode(phoneNumber);
      const res = await call('POST', '/v1/auth/tokens', {
        body: { provider: 'sms', verificationId: sent.body.data.verificationId, code },
      });
      if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
      return res;
    },
  };
}
