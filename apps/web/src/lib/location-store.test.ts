import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCATION,
  getLocationState,
  hasStoredLocation,
  locationLabel,
  placeVisitor,
  setLocationState,
  sanitizeLocation,
  toSearchLocation,
  visitorCountryCode,
  type LocationState,
} from './location-store';

const taiwan = { id: 1, name: '臺灣', isoCode: 'TW' };
const north = { id: 10, name: '北部' };
const taipei = { id: 100, name: '臺北市' };
const newTaipei = { id: 101, name: '新北市' };
const keelung = { id: 102, name: '基隆市' };

function withState(patch: Partial<LocationState>): LocationState {
  return { ...DEFAULT_LOCATION, ...patch };
}

describe('locationLabel', () => {
  it('describes each kind of choice', () => {
    expect(locationLabel(DEFAULT_LOCATION)).toBe('全部地區');
    expect(locationLabel(withState({ isNearby: true, selectedCities: [taipei] }))).toBe('附近');
    expect(locationLabel(withState({ selectedCountry: taiwan }))).toBe('臺灣');
    expect(locationLabel(withState({ selectedCountry: taiwan, selectedState: north }))).toBe(
      '北部',
    );
    expect(locationLabel(withState({ selectedCities: [taipei] }))).toBe('臺北市');
    expect(locationLabel(withState({ selectedCities: [taipei, newTaipei] }))).toBe(
      '臺北市、新北市',
    );
    expect(locationLabel(withState({ selectedCities: [taipei, newTaipei, keelung] }))).toBe(
      '臺北市 等 3 區',
    );
    expect(
      locationLabel(
        withState({
          selectedState: north,
          selectedCities: [taipei, newTaipei, keelung],
          wholeState: true,
        }),
      ),
    ).toBe('北部');
  });
});

describe('sanitizeLocation', () => {
  it('falls back to defaults for junk', () => {
    expect(sanitizeLocation(null)).toEqual(DEFAULT_LOCATION);
    expect(sanitizeLocation({ geolocation: { longitude: 999 }, selectedCities: [1, 'x'] })).toEqual(
      DEFAULT_LOCATION,
    );
  });

  it('keeps valid data', () => {
    const valid = withState({
      geolocation: { longitude: 114.17, latitude: 22.3, countryCode: 'HK' },
      selectedCountry: taiwan,
      selectedCities: [taipei],
      isNearby: true,
    });
    expect(sanitizeLocation(JSON.parse(JSON.stringify(valid)))).toEqual(valid);
  });
});

describe('toSearchLocation', () => {
  it('maps nearby and area choices', () => {
    expect(toSearchLocation(withState({ isNearby: true, selectedCities: [taipei] }))).toEqual({
      near: true,
      cityIds: [],
      countryId: null,
    });
    expect(
      toSearchLocation(withState({ selectedCountry: taiwan, selectedCities: [taipei, keelung] })),
    ).toEqual({ near: false, cityIds: [100, 102], countryId: 1 });
  });
});

describe('placeVisitor (a first visit placed by IP address)', () => {
  function stubStorage() {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    return () => Reflect.deleteProperty(globalThis, 'localStorage');
  }
  const hongKong = { longitude: 114.1543, latitude: 22.2855, countryCode: 'HK' };

  it('starts a first-time visitor at their country, and keeps it', () => {
    const restore = stubStorage();
    try {
      expect(hasStoredLocation()).toBe(false);
      placeVisitor(hongKong);
      expect(getLocationState().geolocation).toEqual(hongKong);
      expect(hasStoredLocation()).toBe(true);
    } finally {
      restore();
    }
  });

  it('never overrides what the browser already has (a choice or a position)', () => {
    const restore = stubStorage();
    try {
      setLocationState({ geolocation: { longitude: 120.3, latitude: 22.65, countryCode: 'TW' } });
      placeVisitor(hongKong);
      expect(getLocationState().geolocation).toEqual({
        longitude: 120.3,
        latitude: 22.65,
        countryCode: 'TW',
      });
    } finally {
      restore();
    }
  });
});

describe('visitorCountryCode', () => {
  it('the chosen area’s country, else the position’s (browser or IP), Taiwan by default', () => {
    expect(visitorCountryCode(DEFAULT_LOCATION)).toBe('TW');
    const hongKong = { longitude: 114.15, latitude: 22.28, countryCode: 'HK' };
    expect(visitorCountryCode(withState({ geolocation: hongKong }))).toBe('HK');
    expect(
      visitorCountryCode(
        withState({
          geolocation: hongKong,
          selectedCountry: { id: 5, name: '新加坡', isoCode: 'SG' },
        }),
      ),
    ).toBe('SG');
  });
});
