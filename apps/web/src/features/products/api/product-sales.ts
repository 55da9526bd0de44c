import { calls, type TProductSaleRequest } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQuery, apiWrite } from '../../../lib/api-query';
import { apiCall } from '../../../lib/http';
import { productKeys } from './keys';

/** Purchases per page of a customer's record. */
export const PRODUCT_SALES_PER_PAGE = 10;

/** Fetches one page of a customer's product purchases, newest first. */
export function getProductSales(
  sellerId: number,
  customerId: number,
  page: number,
  signal?: AbortSignal,
) {
  return apiCall(
    calls.sellerProduct.listProductSales,
    { params: { sellerId, customerId }, query: { page, perPage: PRODUCT_SALES_PER_PAGE } },
    { signal },
  );
}
const sales = apiQuery(productKeys.sales, getProductSales, {
  placeholderData: (previous) => previous,
});
/** One page of a customer's product purchases. */
export const useProductSales = sales.use;

const sellProducts = apiWrite(calls.sellerProduct.sellProducts);

/**
 * Sells products to a customer. The caller keeps one idempotency key per attempt, so a retried
 * click records one sale. Purchases and stock refresh.
 */
export function useSellProducts(sellerId: number, customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TProductSaleRequest) =>
      sellProducts({ params: { sellerId, customerId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.seller(sellerId) }),
  });
}
