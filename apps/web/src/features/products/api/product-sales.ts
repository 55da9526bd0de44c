import { calls, type TProductSaleRequest } from '@haoyue/contracts';
import { apiWrite } from '../../../lib/api-query';
import { customerPageQuery } from '../../../lib/customer-page-query';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { productKeys } from './keys';

/** Purchases per page of a customer's record. */
export const PRODUCT_SALES_PER_PAGE = 10;

const sales = customerPageQuery(
  calls.sellerProduct.listProductSales,
  productKeys.sales,
  PRODUCT_SALES_PER_PAGE,
);
/** One page of a customer's product purchases. */
export const useProductSales = sales.use;

const sellProducts = apiWrite(calls.sellerProduct.sellProducts);

/**
 * Sells products to a customer. The caller keeps one idempotency key per attempt, so a retried
 * click records one sale. Purchases and stock refresh.
 */
export function useSellProducts(sellerId: number, customerId: number) {
  return useRefreshingMutation(productKeys.seller(sellerId), (body: TProductSaleRequest) =>
    sellProducts({ params: { sellerId, customerId }, body }),
  );
}
