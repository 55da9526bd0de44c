import { calls, type TUpdateMeRequest, type TUser } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-query';
import { currentUserKey } from '../../../lib/session';

/** Saves profile fields and/or a new password; answers with the updated user. */
export function updateMe(request: TUpdateMeRequest): Promise<TUser> {
  return apiData(calls.identity.updateMe, { body: request });
}

/** Saves the profile (or just a password) and caches the updated user. */
export function useUpdateMe(options: { onSuccess?: (user: TUser) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserKey, user);
      options.onSuccess?.(user);
    },
  });
}
