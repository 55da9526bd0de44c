import { calls, type TUpdateMemberRequest } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import { useMembersMutation } from './mutations';

/** Changes a member's role (owner only). */
export async function updateMemberRole(
  params: { sellerId: number; memberId: number },
  body: TUpdateMemberRequest,
) {
  return (await apiCall(calls.sellerMember.updateMemberRole, { params, body })).data;
}

/** Changes a member's role; the member list refreshes. */
export function useUpdateMemberRole(sellerId: number) {
  return useMembersMutation(
    sellerId,
    ({ memberId, ...body }: TUpdateMemberRequest & { memberId: number }) =>
      updateMemberRole({ sellerId, memberId }, body),
  );
}
