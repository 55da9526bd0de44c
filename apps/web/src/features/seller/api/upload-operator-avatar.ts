import { calls } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { invalidateCatalogue, type ShopParams } from './keys';

/** Uploads an operator's photo (multipart `file`). */
export async function uploadOperatorAvatar(
  params: ShopParams & { operatorId: number },
  file: File,
) {
  const body = new FormData();
  body.append('file', file);
  return (await apiCall(calls.sellerCatalogue.uploadOperatorAvatar, { params, body })).data;
}

/** Uploads an operator's photo; operators and services refresh. */
export function useUploadOperatorAvatar(sellerId: number, shopId: number, operatorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadOperatorAvatar({ sellerId, shopId, operatorId }, file),
    onSuccess: () => invalidateCatalogue(queryClient, sellerId, shopId),
  });
}
