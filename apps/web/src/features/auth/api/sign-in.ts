import type { TTokenRequest, TUpdateMeRequest, TUser, ZTokenResponse } from '@haoyue/contracts';
import type { DataOf } from '../../../lib/contract-types';
import { apiSend } from '../../../lib/http';
import { setCurrentUser, startSession } from '../../../lib/session';

/** The sign-in requests the dialog makes. */
export type SignInRequest =
  | { provider: 'basic'; username: string; password: string }
  | { provider: 'sms'; verificationId: string; code: string }
  | { provider: 'cip'; phoneNumber: string };

/** Exchanges a password, a code or a verified call for an access token and starts the session. */
export async function signIn(request: SignInRequest): Promise<TUser> {
  const body = await apiSend<DataOf<typeof ZTokenResponse>>(
    'POST',
    '/v1/auth/tokens',
    request satisfies TTokenRequest,
  );
  startSession(body.data);
  return body.data.user;
}

/** Sets the signed-in user's password (after a code or call sign-in). */
export async function setPassword(password: string, passwordConfirmation: string): Promise<TUser> {
  const request: TUpdateMeRequest = { password, passwordConfirmation };
  const body = await apiSend<TUser>('PATCH', '/v1/me', request);
  setCurrentUser(body.data);
  return body.data;
}
