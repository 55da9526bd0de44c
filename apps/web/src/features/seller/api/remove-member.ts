import { calls } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import { useMembersMutation } from './mutations';

/** Removes a member; their access ends at once (owner only). */
export async function removeMember(params: { sellerId: number; memberId: number }) {
  await apiCall(calls.sellerMember.removeMember, { params });
}

/** Removes a member; the member list refreshes. */
export function useRemoveMember(sellerId: number) {
  return useMembersMutation(sellerId, (memberId: number) => removeMember({ sellerId, memberId }));
}
