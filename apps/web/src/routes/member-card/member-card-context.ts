import type { TCustomer } from '@haoyue/contracts';
import { useOutletContext } from 'react-router';

/** What the member card's layout gives its child pages: the user's record at the seller. */
export interface MemberCardContext {
  record: TCustomer;
}

/** The record the layout loaded (a child page renders only once it is there). */
export function useMemberCardRecord(): TCustomer {
  return useOutletContext<MemberCardContext>().record;
}
