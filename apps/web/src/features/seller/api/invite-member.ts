import { calls, type TInviteMemberRequest } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { sellerKeys } from './keys';

/** Adds a manager or staff member by phone number (owner only). */
export async function inviteMember(sellerId: number, body: TInviteMemberRequest) {
  return (await apiCall(calls.sellerMember.inviteMember, { params: { sellerId }, body })).data;
}

/** Invites a member; the member list refreshes. */
export function useInviteMember(sellerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TInviteMemberRequest) => inviteMember(sellerId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerKeys.members(sellerId) }),
  });
}
