import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { sellerKeys } from './keys';

/** Removes a member; their access ends at once (owner only). */
export async function removeMember(sellerId: number, memberId: number): Promise<void> {
  await apiSend<void>('DELETE', `/v1/sellers/${sellerId}/members/${memberId}`);
}

/** Removes a member; the member list refreshes. */
export function useRemoveMember(sellerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) => removeMember(sellerId, memberId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerKeys.members(sellerId) }),
  });
}
