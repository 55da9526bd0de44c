import { calls, type TUpdateMemberRequest } from '@haoyue/contracts';
import { apiWrite } from '../../../lib/api-query';
import { useMembersMutation } from '../../../lib/seller-dashboard/api/mutations';

/** Changes a member's role (owner only). */
export const updateMemberRole = apiWrite(calls.sellerMember.updateMemberRole);

/** Changes a member's role; the member list refreshes. */
export function useUpdateMemberRole(sellerId: number) {
  return useMembersMutation(
    sellerId,
    ({ memberId, ...body }: TUpdateMemberRequest & { memberId: number }) =>
      updateMemberRole({ params: { sellerId, memberId }, body }),
  );
}
