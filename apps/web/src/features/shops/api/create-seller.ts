import { calls, type TCreateSellerRequest } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-query';
import { sellerKeys } from '../../../lib/seller-dashboard/api/keys';

/** Signs the user up as a seller's owner (409 E_ALREADY_MEMBER when they own one already). */
export const createSeller = apiWrite(calls.sellerShop.createSeller);

/** Creates the user's seller; their seller list refreshes (also after a 409: they own one). */
export function useCreateSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateSellerRequest) => createSeller({ body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerKeys.sellers(), exact: true }),
  });
}
