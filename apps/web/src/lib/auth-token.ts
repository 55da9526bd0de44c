import { useSyncExternalStore } from 'react';
import { createStorageListeners } from './storage-listeners';

const STORAGE_KEY = 'haoyue:auth:v1';

interface StoredToken {
  token: string;
  /** ISO timestamp; a token past it is dropped on load instead of failing the first call. */
  expiresAt: string | null;
}

function read(): string | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredToken> | null;
    if (!stored || typeof stored.token !== 'string' || !stored.token) return null;
    if (typeof stored.expiresAt === 'string' && Date.parse(stored.expiresAt) <= Date.now()) {
      globalThis.localStorage?.removeItem(STORAGE_KEY);
      return null;
    }
    return stored.token;
  } catch {
    // Private browsing and some in-app browsers refuse storage: the visitor is signed out.
    return null;
  }
}

let token: string | null = read();
const { emit, subscribe } = createStorageListeners(STORAGE_KEY, () => {
  const next = read();
  if (next === token) return false;
  token = next;
  return true;
});

/** The access token of the signed-in user, or null when signed out. */
export function getAuthToken(): string | null {
  return token;
}

/** Stores the token of a new sign-in and notifies subscribers. */
export function setAuthToken(next: string, expiresAt: string | null = null): void {
  token = next;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify({ token: next, expiresAt }));
  } catch {
    // Storage full or disabled: the sign-in still holds until the tab is closed.
  }
  emit();
}

/**
 * Forgets the token (sign-out, or the server refused it). With `onlyIf`, only when that is still
 * the current token: a late 401 for an old token must not sign out a newer session.
 */
export function clearAuthToken(onlyIf?: string): void {
  if (token === null || (onlyIf !== undefined && onlyIf !== token)) return;
  token = null;
  try {
    globalThis.localStorage?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored to remove.
  }
  emit();
}

/** Subscribes to sign-in and sign-out, including ones made in other tabs. */
export const subscribeAuthToken = subscribe;

// Server-rendered pages are rendered signed out; hydration starts from the same state and then
// re-renders with the stored token.
const signedOut = () => null;

/** The current access token; re-renders on sign-in and sign-out. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeAuthToken, getAuthToken, signedOut);
}
