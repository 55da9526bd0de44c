import { useSyncExternalStore } from 'react';
import { createStorageListeners } from './storage-listeners';

/** A named place picked by the visitor (state or city). */
export interface PlaceRef {
  id: number;
  name: string;
}

/** A picked country. */
export interface CountryRef extends PlaceRef {
  isoCode: string;
}

/** Where the visitor is and which area they want to browse. */
export interface LocationState {
  /** Best known position; Taipei until the browser tells us otherwise. */
  geolocation: { longitude: number; latitude: number; countryCode: string };
  selectedCountry: CountryRef | null;
  selectedState: PlaceRef | null;
  selectedCities: PlaceRef[];
  /** The cities are every city of `selectedState`, so the state name describes them best. */
  wholeState: boolean;
  /** Search around `geolocation` rather than by area. */
  isNearby: boolean;
}

/** Taipei (Da'an) — the default position until the visitor shares theirs. */
export const DEFAULT_GEOLOCATION = { longitude: 121.55, latitude: 25.04, countryCode: 'TW' };

/** The state of a first visit. */
export const DEFAULT_LOCATION: LocationState = {
  geolocation: DEFAULT_GEOLOCATION,
  selectedCountry: null,
  selectedState: null,
  selectedCities: [],
  wholeState: false,
  isNearby: false,
};

const STORAGE_KEY = 'haoyue:location:v1';

function isPlace(value: unknown): value is PlaceRef {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'number' && typeof v.name === 'string';
}

/** Validates persisted data field by field, so a corrupt or old entry never breaks the app. */
export function sanitizeLocation(raw: unknown): LocationState {
  if (!raw || typeof raw !== 'object') return DEFAULT_LOCATION;
  const r = raw as Record<string, unknown>;
  const g = (r.geolocation ?? {}) as Record<string, unknown>;
  const validGeo =
    typeof g.longitude === 'number' &&
    typeof g.latitude === 'number' &&
    Math.abs(g.longitude) <= 180 &&
    Math.abs(g.latitude) <= 90 &&
    typeof g.countryCode === 'string';
  const country = r.selectedCountry as Record<string, unknown> | null | undefined;
  return {
    geolocation: validGeo
      ? {
          longitude: g.longitude as number,
          latitude: g.latitude as number,
          countryCode: g.countryCode as string,
        }
      : DEFAULT_GEOLOCATION,
    selectedCountry:
      isPlace(country) && typeof country.isoCode === 'string'
        ? { id: country.id, name: country.name, isoCode: country.isoCode }
        : null,
    selectedState: isPlace(r.selectedState)
      ? { id: r.selectedState.id, name: r.selectedState.name }
      : null,
    selectedCities: Array.isArray(r.selectedCities)
      ? r.selectedCities.filter(isPlace).map((c) => ({ id: c.id, name: c.name }))
      : [],
    wholeState: r.wholeState === true,
    isNearby: r.isNearby === true,
  };
}

function load(): LocationState {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return stored ? sanitizeLocation(JSON.parse(stored)) : DEFAULT_LOCATION;
  } catch {
    // Private browsing and some in-app browsers refuse storage; just start fresh.
    return DEFAULT_LOCATION;
  }
}

let state: LocationState = load();
const { emit, subscribe } = createStorageListeners(STORAGE_KEY, () => {
  state = load();
  return true;
});

/** The current location state (a stable object until it changes). */
export function getLocationState(): LocationState {
  return state;
}

/** Replaces part of the location state, persists it and notifies subscribers. */
export function setLocationState(patch: Partial<LocationState>): void {
  state = { ...state, ...patch };
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or disabled: the choice still holds for this visit.
  }
  emit();
}

/** Whether this browser has a location of its own yet (a choice, a position or a placement). */
export function hasStoredLocation(): boolean {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) != null;
  } catch {
    return false;
  }
}

/**
 * Places a first-time visitor where the server found their address to be (their country's main
 * city), so a visitor from Hong Kong starts among Hong Kong's shops. Never overrides anything
 * this browser already has: a choice, the browser's position or an earlier placement.
 */
export function placeVisitor(place: { longitude: number; latitude: number; countryCode: string }) {
  if (hasStoredLocation()) return;
  setLocationState({ geolocation: place });
}

/**
 * The country the visitor is browsing or was placed in (their chosen area's, else their
 * position's: the browser's, or their IP address's on a first visit; Taiwan by default), for
 * defaults such as a phone number's country.
 */
export function visitorCountryCode(s: LocationState = state): string {
  return s.selectedCountry?.isoCode ?? s.geolocation.countryCode;
}

/** Subscribes to location changes, including ones made in other tabs. */
export const subscribeLocation = subscribe;

/** The visitor's location state; re-renders when it changes. */
export function useLocationState(): LocationState {
  // The server renders a first visit; hydration starts there and then reads the stored choice.
  return useSyncExternalStore(subscribeLocation, getLocationState, firstVisit);
}

/** Where the server placed this visit by its address (ssr data), if it did. */
let firstVisitLocation: LocationState = DEFAULT_LOCATION;

/**
 * The state a first visit starts from: Taipei, or where the server placed the visitor by their
 * address (spec §3). The server sets it around each render of a placed visit; the browser sets
 * it from the page's data before hydrating, so both render the same first markup.
 */
export function setFirstVisitPlace(place: LocationState['geolocation'] | null): void {
  firstVisitLocation = place ? { ...DEFAULT_LOCATION, geolocation: place } : DEFAULT_LOCATION;
}

const firstVisit = () => firstVisitLocation;

/** Browse an area (country, optionally a state and cities) instead of nearby. */
export function selectArea(area: {
  country: CountryRef | null;
  state: PlaceRef | null;
  cities: PlaceRef[];
  wholeState?: boolean;
}): void {
  setLocationState({
    selectedCountry: area.country,
    selectedState: area.state,
    selectedCities: area.cities,
    wholeState: area.wholeState ?? false,
    isNearby: false,
  });
}

/** Forget the chosen area: browse everywhere. */
export function clearArea(): void {
  selectArea({ country: null, state: null, cities: [] });
}

/** A short label of the current choice for buttons: `附近`, `臺北市`, `全部地區`, ... */
export function locationLabel(s: LocationState): string {
  if (s.isNearby) return '附近';
  const [first, second] = s.selectedCities;
  if (s.wholeState && s.selectedState) return s.selectedState.name;
  if (first && s.selectedCities.length === 1) return first.name;
  if (first && second && s.selectedCities.length === 2) return `${first.name}、${second.name}`;
  if (first) return `${first.name} 等 ${s.selectedCities.length} 區`;
  if (s.selectedState) return s.selectedState.name;
  if (s.selectedCountry) return s.selectedCountry.name;
  return '全部地區';
}

/** The location part of a shop search implied by the current choice. */
export function toSearchLocation(s: LocationState): {
  near: boolean;
  cityIds: number[];
  countryId: number | null;
} {
  return {
    near: s.isNearby,
    cityIds: s.isNearby ? [] : s.selectedCities.map((c) => c.id),
    countryId: s.isNearby ? null : (s.selectedCountry?.id ?? null),
  };
}
