import { calls } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import type { ShopParams } from './keys';
import { useCatalogueMutation } from './mutations';

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
  return useCatalogueMutation(sellerId, shopId, (file: File) =>
    uploadOperatorAvatar({ sellerId, shopId, operatorId }, file),
  );
}
