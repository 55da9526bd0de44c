import type http from 'node:http';
import { LoopbackFake, readJson } from '../loopback';

/** The only token the fake accepts (the app uses it when it talks to the fake). */
export const FAKE_MAPS_BOOKING_TOKEN = 'fake-maps-booking-token';

/** A request the fake accepted: which call, its query and JSON body. */
export interface FakeMapsBookingCall {
  method: string;
  path: string;
  updateMask: string | null;
  body: Record<string, unknown>;
  at: Date;
}

/**
 * A loopback stand-in for Google's Maps Booking API (real-time updates): availability replace
 * and booking notifications under /v1alpha, as the real one routes them. It checks the bearer
 * token, records what it accepted (tests and /v1/dev read it) and answers queued failures first.
 */
export class FakeMapsBooking extends LoopbackFake {
  readonly replaces: FakeMapsBookingCall[] = [];
  readonly notifications: FakeMapsBookingCall[] = [];
  /** Answer the next calls with these statuses (tests: Google down or refusing). */
  readonly failures: number[] = [];

  static async start(port = 0): Promise<FakeMapsBooking> {
    const fake = new FakeMapsBooking();
    await fake.listen(port, '/v1alpha');
    return fake;
  }

  protected failed(res: http.ServerResponse, error: unknown): void {
    reply(res, 500, { message: String(error) });
  }

  protected async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.headers.authorization !== `Bearer ${FAKE_MAPS_BOOKING_TOKEN}`) {
      return reply(res, 401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
    }
    const body = await readJson(req);
    if (body === undefined) {
      return reply(res, 400, { error: { code: 400, status: 'INVALID_ARGUMENT' } });
    }
    const failure = this.failures.shift();
    if (failure !== undefined) return reply(res, failure, { error: { code: failure } });
    const call = {
      method: req.method ?? '',
      path: url.pathname,
      updateMask: url.searchParams.get('updateMask'),
      body,
      at: new Date(),
    };
    if (
      req.method === 'POST' &&
      /^\/v1alpha\/inventory\/partners\/[^/]+\/availability:replace$/.test(url.pathname)
    ) {
      this.replaces.push(call);
      return reply(res, 200, { extendedServiceAvailability: body.extendedServiceAvailability });
    }
    const booking = url.pathname.match(
      /^\/v1alpha\/notification\/partners\/([^/]+)\/bookings\/([^/]+)$/,
    );
    if (req.method === 'PATCH' && booking) {
      if (!call.updateMask || body.name !== `partners/${booking[1]}/bookings/${booking[2]}`) {
        return reply(res, 400, { error: { code: 400, status: 'INVALID_ARGUMENT' } });
      }
      this.notifications.push(call);
      return reply(res, 200, body);
    }
    return reply(res, 404, { error: { code: 404, status: 'NOT_FOUND' } });
  }
}

function reply(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}
