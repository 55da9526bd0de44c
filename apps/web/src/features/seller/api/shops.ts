import type {
  TCreateShopRequest,
  TDeleteShopResult,
  TSellerShop,
  TUpdateShopRequest,
} from '@haoyue/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/http';
import { sellerKeys, shopPath } from './keys';

const PARTS = ['city', 'images'];

/** Fetches a seller's shops (closed ones are left out by the API) with city and images. */
export async function getSellerShops(sellerId: number, signal?: AbortSignal) {
  const body = await apiGet<TSellerShop[]>(
    `/v1/sellers/${sellerId}/shops`,
    { part: PARTS },
    { signal },
  );
  return body.data;
}

/** Query options for {@link getSellerShops}. */
export const sellerShopsQueryOptions = (sellerId: number) =>
  queryOptions({
    queryKey: sellerKeys.shops(sellerId),
    queryFn: ({ signal }) => getSellerShops(sellerId, signal),
  });

/** A seller's shops; idle without a seller. */
export function useSellerShops(sellerId: number | null) {
  return useQuery({ ...sellerShopsQueryOptions(sellerId ?? 0), enabled: sellerId !== null });
}

/** Fetches one shop of the seller with its booking rules and prepayment settings. */
export async function getSellerShop(sellerId: number, shopId: number, signal?: AbortSignal) {
  const body = await apiGet<TSellerShop>(
    shopPath(sellerId, shopId),
    { part: [...PARTS, 'country'] },
    { signal },
  );
  return body.data;
}

/** One shop of the seller. */
export function useSellerShop(sellerId: number, shopId: number) {
  return useQuery({
    queryKey: sellerKeys.shop(sellerId, shopId),
    queryFn: ({ signal }) => getSellerShop(sellerId, shopId, signal),
  });
}

/** Opens a new shop; the shop list refreshes. */
export function useCreateShop(sellerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TCreateShopRequest) =>
      (await apiSend<TSellerShop>('POST', `/v1/sellers/${sellerId}/shops`, request)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerKeys.shops(sellerId) }),
  });
}

/** Saves shop details and booking rules (only the fields sent change). */
export function useUpdateShop(sellerId: number, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TUpdateShopRequest) =>
      (await apiSend<TSellerShop>('PATCH', shopPath(sellerId, shopId), request)).data,
    onSuccess: (shop) => {
      queryClient.setQueryData(sellerKeys.shop(sellerId, shopId), (old: TSellerShop | undefined) =>
        old ? { ...old, ...shop } : shop,
      );
      void queryClient.invalidateQueries({ queryKey: sellerKeys.shops(sellerId), exact: true });
    },
  });
}

/** What a shop deletion did: deleted outright, or closed because it has past orders. */
export type DeleteShopResult = TDeleteShopResult;

/** Deletes (or closes) a shop; refused with 409 E_HAS_FUTURE_BOOKINGS while bookings are due. */
export function useDeleteShop(sellerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (shopId: number) =>
      (await apiSend<DeleteShopResult>('DELETE', shopPath(sellerId, shopId))).data,
    onSuccess: (_result, shopId) => {
      queryClient.removeQueries({ queryKey: sellerKeys.shop(sellerId, shopId) });
      return queryClient.invalidateQueries({ queryKey: sellerKeys.shops(sellerId), exact: true });
    },
  });
}

/** Whether a URL slug is free, and if not why (zh-TW). */
export interface SlugCheck {
  available: boolean;
  reason: string | null;
}

/** Checks a URL slug for the shop being edited (or a new shop when shopId is null). */
export function useSlugCheck(sellerId: number, urlSlug: string, shopId: number | null) {
  return useQuery({
    queryKey: sellerKeys.slug(sellerId, urlSlug, shopId),
    queryFn: async ({ signal }) =>
      (
        await apiGet<SlugCheck>(
          `/v1/sellers/${sellerId}/shops:check-slug`,
          { urlSlug, shopId },
          { signal },
        )
      ).data,
    enabled: urlSlug !== '',
    staleTime: 10_000,
  });
}
