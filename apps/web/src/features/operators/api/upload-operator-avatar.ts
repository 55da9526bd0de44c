import { calls } from '@haoyue/contracts';
import { apiWrite, fileBody } from '../../../lib/api-query';
import { useCatalogueMutation } from '../../../lib/seller-dashboard/api/mutations';

/** Uploads an operator's photo (multipart `file`). */
export const uploadOperatorAvatar = apiWrite(calls.sellerCatalogue.uploadOperatorAvatar);

/** Uploads an operator's photo; operators and services refresh. */
export function useUploadOperatorAvatar(sellerId: number, shopId: number, operatorId: number) {
  return useCatalogueMutation(sellerId, shopId, (file: File) =>
    uploadOperatorAvatar({ params: { sellerId, shopId, operatorId }, body: fileBody(file) }),
  );
}
