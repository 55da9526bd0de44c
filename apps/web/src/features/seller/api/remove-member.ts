import { calls } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { sellerKeys } from './keys';

/** Removes a member; their access ends at once (owner only). */
export async function removeMember(params: { sellerId: number; memberId: number }) {
  await apiCall(calls.sellerMember.removeMember, { params });
}

/** Removes a member; the member list refreshes. */
export function useRemoveMember(sellerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) => removeMember({ sellerId, memberId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerKeys.members(sellerId) }),
  });
}
