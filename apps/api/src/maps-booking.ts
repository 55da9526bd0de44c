import type { Config } from './config';
import {
  type MapsBookingApi,
  MapsBookingClient,
  serviceAccountTokens,
} from './platform/google-maps-booking/maps-booking';
import {
  FAKE_MAPS_BOOKING_TOKEN,
  FakeMapsBooking,
} from './platform/google-maps-booking/maps-booking-fake';

/**
 * Reserve with Google's real-time updates: Google's Maps Booking API with the service account's
 * tokens in production; elsewhere (GOOGLE_MAPS_BOOKING_API_URL unset) the real client talking to
 * a fake on its own loopback port, which records what it is sent.
 */
export async function mapsBookingFromConfig(
  config: Config,
): Promise<{ api: MapsBookingApi; fake: FakeMapsBooking | null }> {
  const { partnerId, apiUrl, keyFile } = config.googleUpdates;
  const fake = config.googleReserve.enabled && !apiUrl ? await FakeMapsBooking.start() : null;
  const api = new MapsBookingClient({
    baseUrl: apiUrl ?? fake?.url ?? '',
    partnerId,
    accessToken: keyFile
      ? await serviceAccountTokens(keyFile)
      : async () => FAKE_MAPS_BOOKING_TOKEN,
  });
  return { api, fake };
}
