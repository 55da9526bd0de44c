import { adapterFetch, describeFetchError } from '../../lib/adapter-calls';

/**
 * Google's Maps Booking API (real-time updates, `v1alpha`): availability replace and booking
 * notifications. Production: https://mapsbooking.googleapis.com/v1alpha with a service account's
 * OAuth token (scope mapsbooking); elsewhere the loopback fake (maps-booking-fake.ts).
 */
export const MAPS_BOOKING_API_URL = 'https://mapsbooking.googleapis.com/v1alpha';
export const MAPS_BOOKING_SCOPE = 'https://www.googleapis.com/auth/mapsbooking';

/** One open slot, as Google's availability takes it. */
export type MapsSlot = {
  startSec: number;
  durationSec: number;
  /** Our operator, when the slot is theirs (Google's staff resource). */
  staffId?: string | undefined;
  staffName?: string | undefined;
};

/** Every open slot of one merchant's service within [startSec, endSec): replaces Google's. */
export type ServiceAvailability = {
  merchantId: string;
  serviceId: string;
  startSec: number;
  endSec: number;
  slots: MapsSlot[];
};

/** A Google booking changed on our side: only the fields named in `changed` are sent. */
export type BookingChange = {
  bookingId: string;
  merchantId: string;
  serviceId: string;
  status: string;
  startSec: number;
  durationSec: number;
  changed: readonly ('status' | 'startTime' | 'duration')[];
};

export interface MapsBookingApi {
  /** Batch availability replace: one call for many services of merchants. */
  replaceAvailability(items: readonly ServiceAvailability[]): Promise<void>;
  /** BookingNotification (notification.partners.bookings.patch). */
  notifyBooking(change: BookingChange): Promise<void>;
}

/** Google refused or could not be reached; `retryable` unless the request itself was wrong. */
export class MapsBookingError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'MapsBookingError';
  }
}

const timestamp = (sec: number) => new Date(sec * 1000).toISOString().replace('.000Z', 'Z');
const duration = (sec: number) => `${sec}s`;

export interface MapsBookingClientOptions {
  /** MAPS_BOOKING_API_URL, or the loopback fake's URL outside production. */
  baseUrl: string;
  partnerId: string;
  /** An OAuth access token for the mapsbooking scope (the service account's, in production). */
  accessToken: () => Promise<string>;
  timeoutMs?: number;
}

/** The real client: proto3 JSON over HTTPS, one request per call. */
export class MapsBookingClient implements MapsBookingApi {
  private readonly baseUrl: string;

  constructor(private readonly options: MapsBookingClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  async replaceAvailability(items: readonly ServiceAvailability[]): Promise<void> {
    if (items.length === 0) return;
    const partner = encodeURIComponent(this.options.partnerId);
    await this.call('availability-replace', {
      method: 'POST',
      path: `/inventory/partners/${partner}/availability:replace`,
      body: {
        extendedServiceAvailability: items.map((item) => ({
          merchantId: item.merchantId,
          serviceId: item.serviceId,
          startTimeRestrict: timestamp(item.startSec),
          endTimeRestrict: timestamp(item.endSec),
          availability: item.slots.map((slot) => ({
            startTime: timestamp(slot.startSec),
            duration: duration(slot.durationSec),
            spotsTotal: '1',
            spotsOpen: '1',
            ...(slot.staffId
              ? {
                  resources: {
                    staffId: slot.staffId,
                    ...(slot.staffName ? { staffName: slot.staffName } : {}),
                  },
                }
              : {}),
          })),
        })),
      },
    });
  }

  async notifyBooking(change: BookingChange): Promise<void> {
    const partner = encodeURIComponent(this.options.partnerId);
    const booking = encodeURIComponent(change.bookingId);
    const body: Record<string, unknown> = {
      name: `partners/${this.options.partnerId}/bookings/${change.bookingId}`,
      merchantId: change.merchantId,
      serviceId: change.serviceId,
    };
    if (change.changed.includes('status')) body.status = change.status;
    if (change.changed.includes('startTime')) body.startTime = timestamp(change.startSec);
    if (change.changed.includes('duration')) body.duration = duration(change.durationSec);
    await this.call('booking-notification', {
      method: 'PATCH',
      path: `/notification/partners/${partner}/bookings/${booking}?updateMask=${change.changed.join(',')}`,
      body,
    });
  }

  private async call(operation: string, request: { method: string; path: string; body: unknown }) {
    const { method, path, body } = request;
    const token = await this.options.accessToken();
    const timeoutMs = this.options.timeoutMs ?? 20_000;
    let response: Response;
    try {
      response = await adapterFetch(
        { provider: 'google-maps-booking', operation },
        `${this.baseUrl}${path}`,
        {
          method,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        },
      );
    } catch (error) {
      throw new MapsBookingError(
        `Maps Booking API unreachable: ${describeFetchError(error, timeoutMs)}`,
        null,
        true,
      );
    }
    if (response.ok) {
      await response.body?.cancel();
      return;
    }
    const text = (await response.text().catch(() => '')).slice(0, 300);
    // 429 and 5xx pass; another 4xx is our request's fault and would fail the same way again,
    // except 401/403 (a token or a permission being set up), worth trying again later.
    const retryable = response.status >= 500 || [401, 403, 408, 429].includes(response.status);
    throw new MapsBookingError(
      `Maps Booking API answered ${response.status}: ${text}`,
      response.status,
      retryable,
    );
  }
}

/**
 * A service account's access tokens (google-auth-library, which refreshes them before they
 * expire). Only production calls this: the fake accepts its own token.
 */
export async function serviceAccountTokens(keyFile: string): Promise<() => Promise<string>> {
  const { GoogleAuth } = await import('google-auth-library');
  const auth = new GoogleAuth({ keyFile, scopes: [MAPS_BOOKING_SCOPE] });
  return async () => {
    const token = await auth.getAccessToken();
    if (!token) throw new MapsBookingError('no access token for the service account', null, true);
    return token;
  };
}
