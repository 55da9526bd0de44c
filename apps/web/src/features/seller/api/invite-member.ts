import { calls, type TInviteMemberRequest } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import { useMembersMutation } from './mutations';

/** Adds a manager or staff member by phone number (owner only). */
export async function inviteMember(sellerId: number, body: TInviteMemberRequest) {
  return (await apiCall(calls.sellerMember.inviteMember, { params: { sellerId }, body })).data;
}

/** Invites a member; the member list refreshes. */
export function useInviteMember(sellerId: number) {
  return useMembersMutation(sellerId, (body: TInviteMemberRequest) => inviteMember(sellerId, body));
}
