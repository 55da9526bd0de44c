import type { TInviteMemberRequest, TMember, TUpdateMemberRequest } from '@haoyue/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/http';
import { sellerKeys } from './keys';

/** The seller's members: owner first, then managers, then staff. */
export function useMembers(sellerId: number) {
  return useQuery({
    queryKey: sellerKeys.members(sellerId),
    queryFn: async ({ signal }) =>
      (await apiGet<TMember[]>(`/v1/sellers/${sellerId}/members`, undefined, { signal })).data,
  });
}

function useMembersWrite<V, R>(sellerId: number, send: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerKeys.members(sellerId) }),
  });
}

/** Adds a manager or staff member by phone number (owner only). */
export function useInviteMember(sellerId: number) {
  return useMembersWrite(
    sellerId,
    async (request: TInviteMemberRequest) =>
      (await apiSend<TMember>('POST', `/v1/sellers/${sellerId}/members`, request)).data,
  );
}

/** Changes a member's role (owner only). */
export function useUpdateMember(sellerId: number) {
  return useMembersWrite(
    sellerId,
    async ({ memberId, ...request }: TUpdateMemberRequest & { memberId: number }) =>
      (await apiSend<TMember>('PATCH', `/v1/sellers/${sellerId}/members/${memberId}`, request))
        .data,
  );
}

/** Removes a member; their access ends at once (owner only). */
export function useRemoveMember(sellerId: number) {
  return useMembersWrite(sellerId, (memberId: number) =>
    apiSend<void>('DELETE', `/v1/sellers/${sellerId}/members/${memberId}`),
  );
}
