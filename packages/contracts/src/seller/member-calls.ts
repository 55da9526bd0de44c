import { defineCalls } from '../call';
import { whoMay } from '../call-access';
import { SELLER_READ_ERRORS, SELLER_WRITE_ERRORS } from '../call-errors';
import {
  ZInviteMemberRequest,
  ZMemberParams,
  ZMemberResponse,
  ZMembersResponse,
  ZSellerParams,
  ZUpdateMemberRequest,
} from './schemas';

/** Who works for the seller: every member reads the list; only the owner changes it. */
export const sellerMemberCalls = defineCalls('seller', {
  listMembers: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/members',
    summary: "The seller's members: owner first, then managers, then staff",
    description: 'Every member (owner, manager, staff) reads.',
    params: ZSellerParams,
    response: ZMembersResponse,
    errors: SELLER_READ_ERRORS,
  },
  inviteMember: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/members',
    summary: 'Add a manager or staff member by phone number',
    description: `${whoMay('members.manage')} Someone not signed up yet gets an account with just this number; signing in by SMS with it later opens the seller's dashboard. 409 E_ALREADY_MEMBER if they are a member already.`,
    params: ZSellerParams,
    body: ZInviteMemberRequest,
    response: ZMemberResponse,
    errors: [...SELLER_WRITE_ERRORS, 'E_ALREADY_MEMBER'],
  },
  updateMemberRole: {
    method: 'PATCH',
    path: '/v1/sellers/{sellerId}/members/{memberId}',
    summary: "Change a member's role (MANAGER or STAFF)",
    description: `${whoMay('members.manage')} The owner's role never changes: 409 E_OWNER_IMMUTABLE.`,
    params: ZMemberParams,
    body: ZUpdateMemberRequest,
    response: ZMemberResponse,
    errors: [...SELLER_WRITE_ERRORS, 'E_OWNER_IMMUTABLE'],
  },
  removeMember: {
    method: 'DELETE',
    path: '/v1/sellers/{sellerId}/members/{memberId}',
    summary: 'Remove a member (their access ends at once)',
    description: `${whoMay('members.manage')} The owner cannot be removed: 409 E_OWNER_IMMUTABLE.`,
    params: ZMemberParams,
    response: null,
    errors: [...SELLER_WRITE_ERRORS, 'E_OWNER_IMMUTABLE'],
  },
});
