import { calls, type TUser } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData, fileBody } from '../../../lib/api-query';
import { currentUserKey } from '../../../lib/session';

/** Photos the API accepts (it checks the bytes too). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The API's photo size limit. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Uploads a new profile photo; answers with the user and its new photoUrl. */
export function uploadPhoto(file: File): Promise<TUser> {
  return apiData(calls.identity.uploadPhoto, { body: fileBody(file) });
}

/** Uploads a profile photo and caches the user with its new photoUrl. */
export function useUploadPhoto(options: { onError?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
    onError: () => options.onError?.(),
  });
}
