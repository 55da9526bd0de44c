import { calls } from '@haoyue/contracts';
import { apiWrite } from '../../../lib/api-query';
import { useMembersMutation } from '../../../lib/seller-dashboard/api/mutations';

/** Removes a member; their access ends at once (owner only). */
export const removeMember = apiWrite(calls.sellerMember.removeMember);

/** Removes a member; the member list refreshes. */
export function useRemoveMember(sellerId: number) {
  return useMembersMutation(sellerId, (memberId: number) =>
    removeMember({ params: { sellerId, memberId } }),
  );
}
