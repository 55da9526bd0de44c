import {
  calls,
  type TProduct,
  type TProductGroupInput,
  type TProductInput,
} from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData, apiQuery, apiWrite, fileBody } from '../../../lib/api-query';
import { productKeys } from './keys';

/** Most products the dashboard shows at once (the API's largest page). */
export const DASHBOARD_PRODUCTS_PER_PAGE = 200;

/** Fetches the seller's product groups, in their order. */
export function getProductGroups(sellerId: number, signal?: AbortSignal) {
  return apiData(calls.sellerProduct.listProductGroups, { params: { sellerId } }, signal);
}
const groups = apiQuery(productKeys.groups, getProductGroups);
/** The seller's product groups. */
export const useProductGroups = groups.use;

/** Fetches the seller's products (on and off) with images and stock per shop. */
export function getSellerProducts(sellerId: number, signal?: AbortSignal) {
  return apiData(
    calls.sellerProduct.listProducts,
    { params: { sellerId }, query: { perPage: DASHBOARD_PRODUCTS_PER_PAGE } },
    signal,
  );
}
const list = apiQuery(productKeys.list, getSellerProducts);
/** The seller's products. */
export const useSellerProducts = list.use;

/** A write to the seller's products or groups: everything of the seller's products refreshes. */
function useProductsMutation<V, R>(sellerId: number, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.seller(sellerId) }),
  });
}

const createGroup = apiWrite(calls.sellerProduct.createProductGroup);
const updateGroup = apiWrite(calls.sellerProduct.updateProductGroup);
const deleteGroup = apiWrite(calls.sellerProduct.deleteProductGroup);

/** Creates a group (409 when the name is taken). */
export const useCreateProductGroup = (sellerId: number) =>
  useProductsMutation(sellerId, (body: TProductGroupInput) =>
    createGroup({ params: { sellerId }, body }),
  );
/** Renames a group. */
export const useRenameProductGroup = (sellerId: number) =>
  useProductsMutation(sellerId, ({ groupId, name }: { groupId: number; name: string }) =>
    updateGroup({ params: { sellerId, groupId }, body: { name } }),
  );
/** Deletes a group; its products stay without a group. */
export const useDeleteProductGroup = (sellerId: number) =>
  useProductsMutation(sellerId, (groupId: number) =>
    deleteGroup({ params: { sellerId, groupId } }),
  );

const createProduct = apiWrite(calls.sellerProduct.createProduct);
const updateProduct = apiWrite(calls.sellerProduct.updateProduct);
const deleteProduct = apiWrite(calls.sellerProduct.deleteProduct);

/** Creates a product; answers it so its images can be added next. */
export const useCreateProduct = (sellerId: number) =>
  useProductsMutation(sellerId, (body: TProductInput): Promise<TProduct> =>
    createProduct({ params: { sellerId }, body }),
  );
/** Changes a product (also switches it on or off). */
export const useUpdateProduct = (sellerId: number) =>
  useProductsMutation(sellerId, ({ productId, body }: { productId: number; body: TProductInput }) =>
    updateProduct({ params: { sellerId, productId }, body }),
  );
/** Deletes a product never sold (409 once sold). */
export const useDeleteProduct = (sellerId: number) =>
  useProductsMutation(sellerId, (productId: number) =>
    deleteProduct({ params: { sellerId, productId } }),
  );

const uploadImage = apiWrite(calls.sellerProduct.uploadProductImage);
const deleteImage = apiWrite(calls.sellerProduct.deleteProductImage);
const reorderImages = apiWrite(calls.sellerProduct.reorderProductImages);

/** Adds an image to a product (at most 10). */
export const useUploadProductImage = (sellerId: number) =>
  useProductsMutation(sellerId, ({ productId, file }: { productId: number; file: File }) =>
    uploadImage({ params: { sellerId, productId }, body: fileBody(file) }),
  );
/** Deletes one of a product's images. */
export const useDeleteProductImage = (sellerId: number) =>
  useProductsMutation(sellerId, ({ productId, imageId }: { productId: number; imageId: number }) =>
    deleteImage({ params: { sellerId, productId, imageId } }),
  );

const setStock = apiWrite(calls.sellerProduct.setProductStock);

/** Sets the units of a product at one shop. */
export const useSetProductStock = (sellerId: number) =>
  useProductsMutation(
    sellerId,
    ({ productId, shopId, quantity }: { productId: number; shopId: number; quantity: number }) =>
      setStock({ params: { sellerId, productId, shopId }, body: { quantity } }),
  );

/** Puts a product's images in a new order (ids: all of them). */
export const useReorderProductImages = (sellerId: number) =>
  useProductsMutation(sellerId, ({ productId, ids }: { productId: number; ids: number[] }) =>
    reorderImages({ params: { sellerId, productId }, body: { ids } }),
  );
