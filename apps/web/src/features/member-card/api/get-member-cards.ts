import { calls, type TCustomer } from '@haoyue/contracts';
import { apiData, useSignedInQuery } from '../../../lib/api-query';
import { memberCardKeys } from './keys';

/** Fetches the signed-in user's customer records with their member-card summary. */
export function getMemberCards(signal?: AbortSignal): Promise<TCustomer[]> {
  return apiData(calls.membership.listMyCustomers, { query: { part: ['summary'] } }, signal);
}

/** Every seller the user is a customer of, as member cards (idle while signed out). */
export function useMemberCards() {
  return useSignedInQuery({
    queryKey: memberCardKeys.cards(),
    queryFn: ({ signal }) => getMemberCards(signal),
    staleTime: 0,
  });
}

/** Fetches the user's record at one seller with its summary; null when not their customer. */
export async function getMemberRecord(
  sellerId: number,
  signal?: AbortSignal,
): Promise<TCustomer | null> {
  const query = { sellerId, part: ['summary' as const] };
  const records = await apiData(calls.membership.listMyCustomers, { query }, signal);
  return records[0] ?? null;
}

/** The user's record at one seller (null when not their customer; idle while signed out). */
export function useMemberRecord(sellerId: number) {
  return useSignedInQuery({
    queryKey: memberCardKeys.record(sellerId),
    queryFn: ({ signal }) => getMemberRecord(sellerId, signal),
    staleTime: 0,
  });
}
