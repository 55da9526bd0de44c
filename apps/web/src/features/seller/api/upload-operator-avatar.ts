import type { TManagedOperator } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { invalidateCatalogue, shopPath } from './keys';

/** Uploads an operator's photo (multipart `file`). */
export async function uploadOperatorAvatar(
  sellerId: number,
  shopId: number,
  operatorId: number,
  file: File,
) {
  const form = new FormData();
  form.append('file', file);
  const path = `${shopPath(sellerId, shopId)}/operators/${operatorId}/avatar`;
  return (await apiSend<TManagedOperator>('POST', path, form)).data;
}

/** Uploads an operator's photo; operators and services refresh. */
export function useUploadOperatorAvatar(sellerId: number, shopId: number, operatorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadOperatorAvatar(sellerId, shopId, operatorId, file),
    onSuccess: () => invalidateCatalogue(queryClient, sellerId, shopId),
  });
}
