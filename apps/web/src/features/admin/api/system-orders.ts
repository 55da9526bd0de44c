import { calls } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPageQuery, apiWrite } from '../../../lib/api-query';
import { adminKeys } from './keys';

/** The system orders table's filters, as the URL holds them (page included). */
export interface AdminSystemOrderFilters {
  status?: 'PENDING' | 'PAID' | 'FAILED' | 'REFUNDED';
  sellerId?: number;
  from?: string;
  to?: string;
  page?: number;
  perPage?: number;
}

const keys = {
  all: () => [...adminKeys.all, 'system-orders'] as const,
  list: (filters: AdminSystemOrderFilters) => [...keys.all(), 'list', filters] as const,
};

/** One page of every seller's system orders, filtered on the server. */
export const adminSystemOrdersQuery = apiPageQuery(
  calls.adminBilling.listAdminSystemOrders,
  keys.list,
  {
    staleTime: 0,
  },
);

const refund = apiWrite(calls.adminBilling.refundSystemOrder);
const extend = apiWrite(calls.adminBilling.extendShopLicence);

/** Refunds a paid order in full with a reason; the tables and the seller refresh. */
export function useRefundSystemOrder(systemOrderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => refund({ params: { systemOrderId }, body: { reason } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.all() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.sellers() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.shops() }),
      ]),
  });
}

/** Extends a shop's licence by whole days with a reason; the shop and the orders refresh. */
export function useExtendShopLicence(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ days, reason }: { days: number; reason: string }) =>
      extend({ params: { shopId }, body: { days, reason } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.all() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.sellers() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.shops() }),
      ]),
  });
}
