import { calls, type TInviteMemberRequest } from '@haoyue/contracts';
import { apiWrite } from '../../../lib/api-query';
import { useMembersMutation } from '../../../lib/seller-dashboard/api/mutations';

/** Adds a manager or staff member by phone number (owner only). */
export const inviteMember = apiWrite(calls.sellerMember.inviteMember);

/** Invites a member; the member list refreshes. */
export function useInviteMember(sellerId: number) {
  return useMembersMutation(sellerId, (body: TInviteMemberRequest) =>
    inviteMember({ params: { sellerId }, body }),
  );
}
