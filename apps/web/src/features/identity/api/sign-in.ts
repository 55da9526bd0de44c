import { calls, type TTokenRequest, type TUser } from '@haoyue/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-query';
import { authAreaSignInExtras } from '../../../lib/auth-token';
import { lineSignInExtras } from '../../../lib/line-sign-in';
import { startSession } from '../../../lib/session';

/** The sign-in requests the dialog makes. */
export type SignInRequest =
  | { provider: 'basic'; username: string; password: string }
  | { provider: 'sms'; verificationId: string; code: string }
  | { provider: 'cip'; phoneNumber: string };

/** Exchanges a password, a code or a verified call for an access token and starts the session. */
export async function signIn(request: SignInRequest): Promise<TUser> {
  // Inside the LINE area the LINE ID token and the seller go along (lib/line-sign-in); inside
  // the Reserve with Google user area, the area (its own session, lib/auth-token).
  const body: TTokenRequest = { ...request, ...lineSignInExtras(), ...authAreaSignInExtras() };
  const session = await apiData(calls.identity.signIn, { body });
  // The session (lib) stores the token and caches its user; queries of the previous visitor
  // are reset there too.
  startSession(session);
  return session.user;
}

/** Signs in with the request given to `mutate`. */
export function useSignIn(options: { onSuccess?: (user: TUser) => void } = {}) {
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => options.onSuccess?.(user),
  });
}
