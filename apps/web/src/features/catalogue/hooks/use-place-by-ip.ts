import { useEffect } from 'react';
import { guessCityByAddress } from '../api/guess-city';
import { hasStoredLocation, placeVisitor } from '../../../lib/location-store';

/**
 * On a first visit (nothing stored in this browser), asks the server where the visitor's address
 * is and starts them there (spec §3, location store). The browser's own position and the
 * visitor's choice, whenever they come, replace it; a failure leaves the Taipei default.
 */
export function usePlaceByIp(): void {
  useEffect(() => {
    if (hasStoredLocation()) return;
    const controller = new AbortController();
    guessCityByAddress(controller.signal)
      .then((city) => {
        if (city.source !== 'IP') return;
        placeVisitor({
          longitude: city.longitude,
          latitude: city.latitude,
          countryCode: city.country.isoCode,
        });
      })
      .catch(() => {
        // No placement: the visitor starts at the default, as before.
      });
    return () => controller.abort();
  }, []);
}
