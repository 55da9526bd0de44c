import { calls } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { sellerKeys } from './keys';

/** Fetches the seller's members: owner first, then managers, then staff. */
export async function getMembers(sellerId: number, signal?: AbortSignal) {
  return (await apiCall(calls.sellerMember.listMembers, { params: { sellerId } }, { signal })).data;
}

/** Query options for {@link getMembers}. */
export const membersQueryOptions = (sellerId: number) =>
  queryOptions({
    queryKey: sellerKeys.members(sellerId),
    queryFn: ({ signal }) => getMembers(sellerId, signal),
  });

/** The seller's members. */
export function useMembers(sellerId: number) {
  return useQuery(membersQueryOptions(sellerId));
}
