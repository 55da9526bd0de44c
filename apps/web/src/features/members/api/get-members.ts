import { calls } from '@haoyue/contracts';
import { apiData, apiQuery } from '../../../lib/api-query';
import { sellerKeys } from '../../../lib/seller-dashboard/api/keys';

/** Fetches the seller's members: owner first, then managers, then staff. */
export function getMembers(sellerId: number, signal?: AbortSignal) {
  return apiData(calls.sellerMember.listMembers, { params: { sellerId } }, signal);
}

const members = apiQuery(sellerKeys.members, getMembers);

/** Query options for {@link getMembers}. */
export const membersQueryOptions = members.options;

/** The seller's members. */
export const useMembers = members.use;
