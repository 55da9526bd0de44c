import { useSyncExternalStore } from 'react';
import { createStorageListeners } from './storage-listeners';

/**
 * Which sign-in a page uses. The Reserve with Google user area (`/google-reserve/…`,
 * `/google-reserve-user/…`, `/google-reserve-redirect`) keeps its own token, so a visitor
 * arriving from Google signs in there without being signed in on the main site, and the other
 * way round (spec: "a Google token when flagged"). The area is the current page's: every call a
 * page makes, and every hook reading the token, use that area's token.
 */
export type AuthArea = 'site' | 'google-reserve';

const STORAGE_KEYS: Record<AuthArea, string> = {
  site: 'haoyue:auth:v1',
  'google-reserve': 'haoyue:google-reserve-auth:v1',
};

/** The paths of the Reserve with Google user area (not /google-reserve-landing, a site page). */
const GOOGLE_AREA_PATH = /^\/google-reserve(?:-user|-redirect)?(?:\/|$)/;

/** The sign-in area of a path. */
export function authAreaOf(pathname: string): AuthArea {
  return GOOGLE_AREA_PATH.test(pathname) ? 'google-reserve' : 'site';
}

/** The area of the page shown (the server renders signed out, in the site's area). */
export function currentAuthArea(): AuthArea {
  const pathname = globalThis.location?.pathname;
  return pathname ? authAreaOf(pathname) : 'site';
}

interface StoredToken {
  token: string;
  /** ISO timestamp; a token past it is dropped on load instead of failing the first call. */
  expiresAt: string | null;
}

function read(area: AuthArea): string | null {
  const key = STORAGE_KEYS[area];
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredToken> | null;
    if (!stored || typeof stored.token !== 'string' || !stored.token) return null;
    if (typeof stored.expiresAt === 'string' && Date.parse(stored.expiresAt) <= Date.now()) {
      globalThis.localStorage?.removeItem(key);
      return null;
    }
    return stored.token;
  } catch {
    // Private browsing and some in-app browsers refuse storage: the visitor is signed out.
    return null;
  }
}

const tokens: Record<AuthArea, string | null> = {
  site: read('site'),
  'google-reserve': read('google-reserve'),
};

const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Each area's storage, watched for other tabs; only the shown area's changes concern a page. */
const storage = (Object.keys(STORAGE_KEYS) as AuthArea[]).map((area) =>
  createStorageListeners(STORAGE_KEYS[area], () => {
    const next = read(area);
    if (next === tokens[area]) return false;
    tokens[area] = next;
    return area === currentAuthArea();
  }),
);

/** The area the subscribers last heard of: a page of another area needs them to hear again. */
let announcedArea: AuthArea = currentAuthArea();

/** The access token of the signed-in user in the shown area, or null when signed out there. */
export function getAuthToken(): string | null {
  return tokens[currentAuthArea()];
}

/** Stores the token of a new sign-in in the shown area and notifies subscribers. */
export function setAuthToken(next: string, expiresAt: string | null = null): void {
  const area = currentAuthArea();
  tokens[area] = next;
  try {
    globalThis.localStorage?.setItem(
      STORAGE_KEYS[area],
      JSON.stringify({ token: next, expiresAt }),
    );
  } catch {
    // Storage full or disabled: the sign-in still holds until the tab is closed.
  }
  emit();
}

/**
 * Forgets the token (sign-out, or the server refused it). With `onlyIf`, only that token, in
 * whichever area holds it: a late 401 for an old token must not sign out a newer session.
 * Without it, the shown area's token.
 */
export function clearAuthToken(onlyIf?: string): void {
  const area =
    onlyIf === undefined
      ? currentAuthArea()
      : (Object.keys(tokens) as AuthArea[]).find((a) => tokens[a] === onlyIf);
  if (!area || tokens[area] === null) return;
  tokens[area] = null;
  try {
    globalThis.localStorage?.removeItem(STORAGE_KEYS[area]);
  } catch {
    // Nothing stored to remove.
  }
  if (area === currentAuthArea()) emit();
}

/**
 * Tells the subscribers when the page shown is of another area than before (a link from one
 * area into the other): for them the token changed. The Reserve with Google layout calls it as
 * it mounts and unmounts.
 */
export function announceAuthArea(): void {
  const area = currentAuthArea();
  if (area === announcedArea) return;
  announcedArea = area;
  emit();
}

/** What a sign-in made in the shown area adds to its token request (`area`). */
export function authAreaSignInExtras(): { area?: 'google-reserve' } {
  return currentAuthArea() === 'google-reserve' ? { area: 'google-reserve' } : {};
}

/** Subscribes to sign-in and sign-out, including ones made in other tabs. */
export function subscribeAuthToken(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribe = storage.map((s) => s.subscribe(listener));
  return () => {
    listeners.delete(listener);
    for (const stop of unsubscribe) stop();
  };
}

// Server-rendered pages are rendered signed out; hydration starts from the same state and then
// re-renders with the stored token.
const signedOut = () => null;

/** The current access token; re-renders on sign-in and sign-out. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeAuthToken, getAuthToken, signedOut);
}
