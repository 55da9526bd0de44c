import { calls, type TUpdateMemberRequest } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { sellerKeys } from './keys';

/** Changes a member's role (owner only). */
export async function updateMemberRole(
  params: { sellerId: number; memberId: number },
  body: TUpdateMemberRequest,
) {
  return (await apiCall(calls.sellerMember.updateMemberRole, { params, body })).data;
}

/** Changes a member's role; the member list refreshes. */
export function useUpdateMemberRole(sellerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, ...body }: TUpdateMemberRequest & { memberId: number }) =>
      updateMemberRole({ sellerId, memberId }, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerKeys.members(sellerId) }),
  });
}
