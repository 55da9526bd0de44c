import type { TInviteMemberRequest, TMember } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { sellerKeys } from './keys';

/** Adds a manager or staff member by phone number (owner only). */
export async function inviteMember(sellerId: number, request: TInviteMemberRequest) {
  return (await apiSend<TMember>('POST', `/v1/sellers/${sellerId}/members`, request)).data;
}

/** Invites a member; the member list refreshes. */
export function useInviteMember(sellerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TInviteMemberRequest) => inviteMember(sellerId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerKeys.members(sellerId) }),
  });
}
