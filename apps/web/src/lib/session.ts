import { calls, type TUser } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  clearAuthToken,
  getAuthToken,
  setAuthToken,
  subscribeAuthToken,
  useAuthToken,
} from './auth-token';
import { apiCall } from './http';
import { queryClient } from './query-client';
import { forgetUserDrafts } from './user-drafts';

/**
 * Every query that depends on who is signed in has a key under this prefix, so one call forgets
 * them all when the session changes. Their query functions answer empty without a token, since a
 * reset refetches them while the old token is being dropped.
 */
export const USER_SCOPE = 'me';

/** The signed-in user's query key. */
export const currentUserKey = [USER_SCOPE, 'user'] as const;

/** Fetches the signed-in user; null without a token (no request is made then). */
export async function getCurrentUser(signal?: AbortSignal): Promise<TUser | null> {
  if (!getAuthToken()) return null;
  const body = await apiCall(calls.identity.getMe, {}, { signal });
  return body.data;
}

/** Query options for {@link getCurrentUser}. */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
  });

/**
 * The signed-in user. Only queries `/v1/me` while a token exists; `data` is null when signed
 * out. A 401 there drops the token (in the http client), which signs the visitor out.
 */
export function useCurrentUser() {
  const token = useAuthToken();
  const query = useQuery({ ...currentUserQueryOptions(), enabled: token !== null });
  return { ...query, isSignedIn: token !== null, user: token ? (query.data ?? null) : null };
}

/** Puts a user returned by a write (profile save, photo upload) into the cache. */
export function setCurrentUser(user: TUser): void {
  queryClient.setQueryData(currentUserKey, user);
}

// Whatever changes the session (sign-in, sign-out, a refused token, another tab), data cached
// for the previous user must not be shown to the next one.
subscribeAuthToken(() => {
  void queryClient.resetQueries({ queryKey: [USER_SCOPE] });
});

/** Starts a session from a token answer: stores the token and caches its user. */
export function startSession(session: { token: string; expiresAt: string; user: TUser }): void {
  setAuthToken(session.token, session.expiresAt);
  setCurrentUser(session.user);
}

/**
 * Signs out: revokes the token on the server (best effort: a failure there must not keep the
 * visitor signed in here), forgets it, and refetches what was loaded as the signed-in user.
 */
export async function endSession(): Promise<void> {
  const token = getAuthToken();
  if (!token) return;
  await apiCall(calls.identity.signOut, {}).catch(() => undefined);
  clearAuthToken(token);
  forgetUserDrafts();
  await queryClient.invalidateQueries();
}
