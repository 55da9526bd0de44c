import { describe, expect, it } from 'vitest';
import { accessTokens } from '../../../db/schema';
import { randomId, signAccessToken } from '../../../lib/tokens';
import { bookingTestApp, signedInUser, tp } from '../../../../test/booking-factories';
import { shopFixture } from '../../../../test/shop-fixture';

// Tuesday 1 December 2026, 08:00 in Taipei.
const h = bookingTestApp(new Date('2026-12-01T00:00:00Z'));

/**
 * A second session of `userId` signed in inside the Reserve with Google user area: the token
 * sign-in issues there (`area: 'google-reserve'`, see the identity tests for the sign-in itself).
 */
async function googleAreaToken(userId: number): Promise<string> {
  const jti = randomId();
  const expiresAt = new Date(Date.now() + 24 * 3600_000);
  await h.t.database.db
    .insert(accessTokens)
    .values({ id: jti, userId, provider: 'sms', expiresAt });
  return signAccessToken({
    secret: h.t.config.auth.secret,
    userId,
    jti,
    expiresAt,
    area: 'google-reserve',
  });
}

describe('orders booked in the Reserve with Google user area', () => {
  it('come through Google (source GOOGLE); the same user on our pages books ONLINE', async () => {
    const f = await shopFixture(h, { operatorCount: 2 });
    const { user, token } = await signedInUser(h.t);
    const googleToken = await googleAreaToken(user.id);

    const viaGoogle = await f.book(googleToken, tp('2026-12-02', '10:00'));
    expect(viaGoogle.status).toBe(200);
    expect(viaGoogle.body.data.source).toBe('GOOGLE');
    const online = await f.book(token, tp('2026-12-02', '12:00'));
    expect(online.status).toBe(200);
    expect(online.body.data.source).toBe('ONLINE');

    // Either session reads the order back as the customer's own, with its channel.
    const read = await h.api.call('GET', `/v1/orders/${viaGoogle.body.data.orderKey}`, {
      token,
    });
    expect(read.body.data).toMatchObject({ id: viaGoogle.body.data.id, source: 'GOOGLE' });
  });

  it('GET /v1/me/orders?source=GOOGLE lists only the orders that came through Google', async () => {
    const f = await shopFixture(h, { operatorCount: 2 });
    const { user, token } = await signedInUser(h.t);
    const googleToken = await googleAreaToken(user.id);
    const viaGoogle = await f.book(googleToken, tp('2026-12-03', '10:00'));
    const online = await f.book(token, tp('2026-12-03', '14:00'));
    expect([viaGoogle.status, online.status]).toEqual([200, 200]);

    const google = await h.api.call('GET', '/v1/me/orders?source=GOOGLE', { token: googleToken });
    expect(google.status).toBe(200);
    expect(google.body.data.map((o: { id: number }) => o.id)).toEqual([viaGoogle.body.data.id]);
    expect(google.body.meta.total).toBe(1);
    const ours = await h.api.call('GET', '/v1/me/orders?source=ONLINE', { token });
    expect(ours.body.data.map((o: { id: number }) => o.id)).toEqual([online.body.data.id]);
    const all = await h.api.call('GET', '/v1/me/orders', { token });
    expect(all.body.meta.total).toBe(2);

    const bad = await h.api.call('GET', '/v1/me/orders?source=PHONE', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('E_VALIDATION');
  });
});
