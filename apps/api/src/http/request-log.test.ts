import { describe, expect, it } from 'vitest';
import { maskUrl, requestIdOf } from './request-log';

describe('maskUrl', () => {
  it('masks phone numbers however typed, keeping the first and last two digits', () => {
    expect(maskUrl('/v1/admin/users?q=0912000002')).toBe('/v1/admin/users?q=09****02');
    expect(maskUrl('/v1/admin/users?q=%2B886912000002&sort=newest')).toBe(
      '/v1/admin/users?q=%2B88****02&sort=newest',
    );
    expect(maskUrl('/v1/dial-codes')).toBe('/v1/dial-codes');
    // Ids and short numbers stay readable.
    expect(maskUrl('/v1/sellers/12/shops/345/orders?page=2')).toBe(
      '/v1/sellers/12/shops/345/orders?page=2',
    );
  });

  it('drops the values of credentials, one-time codes and card primes', () => {
    expect(maskUrl('/line-pay-landing?transactionId=12&orderId=hy-1')).toBe(
      '/line-pay-landing?transactionId=12&orderId=hy-1',
    );
    expect(maskUrl('/callback?code=abc123&state=xyz')).toBe(
      '/callback?code=[redacted]&state=[redacted]',
    );
    expect(maskUrl('/x?token=eyJhbGciOi.abc&keep=1')).toBe('/x?token=[redacted]&keep=1');
    expect(maskUrl('/x?a=1&prime=test_3a2f#frag')).toBe('/x?a=1&prime=[redacted]#frag');
    expect(maskUrl('/v1/chat/socket?ticket=12.USER.abc.99.sig&after=3')).toBe(
      '/v1/chat/socket?ticket=[redacted]&after=3',
    );
    expect(maskUrl('/v1/chat/images/5?exp=1800000000&sig=AbC_d-123')).toBe(
      '/v1/chat/images/5?exp=18****00&sig=[redacted]',
    );
  });
});

describe('requestIdOf', () => {
  it('keeps a plain id and replaces anything else', () => {
    expect(requestIdOf('abc-123')).toBe('abc-123');
    expect(requestIdOf(['first', 'second'])).toBe('first');
    expect(requestIdOf('with space')).not.toBe('with space');
    expect(requestIdOf(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
