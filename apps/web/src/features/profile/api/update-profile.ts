import type { TUpdateMeRequest, TUser } from '@haoyue/contracts';
import { apiSend } from '../../../lib/http';
import { setCurrentUser } from '../../../lib/session';

/** Saves profile fields (and optionally a new password); caches the updated user. */
export async function updateProfile(request: TUpdateMeRequest): Promise<TUser> {
  const body = await apiSend<TUser>('PATCH', '/v1/me', request);
  setCurrentUser(body.data);
  return body.data;
}

/** Photos the API accepts (it checks the bytes too). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The API's photo size limit. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Uploads a new profile photo; caches the user with its new photoUrl. */
export async function uploadProfilePhoto(file: File): Promise<TUser> {
  const form = new FormData();
  form.append('file', file);
  const body = await apiSend<TUser>('POST', '/v1/me/photo', form);
  setCurrentUser(body.data);
  return body.data;
}
