import type { TMember, TUpdateMemberRequest } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { sellerKeys } from './keys';

/** Changes a member's role (owner only). */
export async function updateMember(
  sellerId: number,
  memberId: number,
  request: TUpdateMemberRequest,
) {
  const path = `/v1/sellers/${sellerId}/members/${memberId}`;
  return (await apiSend<TMember>('PATCH', path, request)).data;
}

/** Changes a member's role; the member list refreshes. */
export function useUpdateMember(sellerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, ...request }: TUpdateMemberRequest & { memberId: number }) =>
      updateMember(sellerId, memberId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerKeys.members(sellerId) }),
  });
}
