import { calls, type TAdminShopsQuery } from '@haoyue/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiPageQuery, apiWrite } from '../../../lib/api-query';
import { adminKeys } from './keys';

/** The admin shops table's filters, as the URL holds them (page and sort included). */
export type AdminShopFilters = Partial<Omit<TAdminShopsQuery, 'perPage'>>;

/** One page of the admin shops table, filtered on the server. */
export const useAdminShops = apiPageQuery(
  calls.adminShop.listShops,
  (filters: AdminShopFilters) => adminKeys.shopList(filters),
  { staleTime: 0 },
).use;

/** One shop as the reviewer sees it: photos, services, operators and its review history. */
export function useAdminShop(shopId: number) {
  return useQuery({
    queryKey: adminKeys.shop(shopId),
    queryFn: ({ signal }) => apiData(calls.adminShop.getShop, { params: { shopId } }, signal),
    staleTime: 0,
  });
}

export type ShopReviewStep = 'approve' | 'reject' | 'suspend' | 'reinstate';

const STEP_CALLS = {
  approve: apiWrite(calls.adminShop.approveShop),
  reject: apiWrite(calls.adminShop.rejectShop),
  suspend: apiWrite(calls.adminShop.suspendShop),
  reinstate: apiWrite(calls.adminShop.reinstateShop),
};

/** A review step on a shop; the shop and the tables refresh. */
export function useReviewShop(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, reason }: { step: ShopReviewStep; reason: string }) => {
      const params = { shopId };
      if (step === 'approve') {
        return STEP_CALLS.approve({ params, body: reason ? { reason } : {} });
      }
      return STEP_CALLS[step]({ params, body: { reason } });
    },
    onSuccess: (shop) => {
      queryClient.setQueryData(adminKeys.shop(shopId), shop);
      return queryClient.invalidateQueries({ queryKey: adminKeys.shops() });
    },
  });
}
