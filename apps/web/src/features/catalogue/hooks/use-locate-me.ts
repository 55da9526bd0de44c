import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { guessCityQueryOptions } from '../api/guess-city';
import {
  DEFAULT_GEOLOCATION,
  getLocationState,
  setLocationState,
} from '../../../lib/location-store';

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new Error('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: false,
      timeout: 10_000,
      // A fix from the last 10 minutes is plenty for "shops near me".
      maximumAge: 10 * 60_000,
    });
  });
}

function isPermissionDenied(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && error.code === 1 // PERMISSION_DENIED
  );
}

function failureNotice(error: unknown): string {
  const { longitude, latitude } = getLocationState().geolocation;
  const isDefault =
    longitude === DEFAULT_GEOLOCATION.longitude && latitude === DEFAULT_GEOLOCATION.latitude;
  const fallback = isDefault ? '將以臺北市作為預設位置。' : '將沿用上次取得的位置。';
  if (isPermissionDenied(error)) {
    return `您未允許瀏覽器取得位置，${fallback}如需搜尋附近店家，請在瀏覽器設定中開啟定位權限後再試一次。`;
  }
  return `暫時無法取得您的位置，${fallback}請確認裝置已開啟定位服務後再試一次。`;
}

/**
 * The `附近` action: asks the browser for the position, finds the nearest city and switches to
 * nearby search. On denial or failure the stored position stays and a zh-TW notice explains why.
 */
export function useLocateMe() {
  const queryClient = useQueryClient();
  const [locating, setLocating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const locate = useCallback(async (): Promise<boolean> => {
    setLocating(true);
    setNotice(null);
    try {
      const position = await currentPosition();
      const { longitude, latitude } = position.coords;
      const previous = getLocationState();
      try {
        const city = await queryClient.fetchQuery(guessCityQueryOptions(longitude, latitude));
        setLocationState({
          geolocation: { longitude, latitude, countryCode: city.country.isoCode },
          selectedCountry: {
            id: city.country.id,
            name: city.country.name,
            isoCode: city.country.isoCode,
          },
          selectedState: null,
          selectedCities: [{ id: city.id, name: city.name }],
          wholeState: false,
          isNearby: true,
        });
      } catch {
        // Nearby search only needs the coordinates; the city name is a nicety.
        setLocationState({
          geolocation: { ...previous.geolocation, longitude, latitude },
          isNearby: true,
        });
      }
      return true;
    } catch (error) {
      setNotice(failureNotice(error));
      return false;
    } finally {
      setLocating(false);
    }
  }, [queryClient]);

  return { locate, locating, notice, dismissNotice: () => setNotice(null) };
}
