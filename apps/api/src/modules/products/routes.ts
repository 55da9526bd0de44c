import { productCalls, sellerProductCalls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { receiveImage } from '../../http/image-upload';
import { route } from '../../http/route';
import { ITEM_ACCESS, publicCalls, sellerCalls, userCalls } from '../../http/data-route';
import type { FileStorage } from '../../platform/storage/file-storage';
import {
  createProductGroup,
  deleteProductGroup,
  getProductGroup,
  listProductGroups,
  updateProductGroup,
} from './product-groups';
import {
  addProductImage,
  checkRoomForImage,
  deleteProductImage,
  reorderProductImages,
} from './product-images';
import { listProductSales, sellProducts } from './product-sales';
import { setProductStock } from './product-stocks';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  ownProduct,
  updateProduct,
} from './products';
import {
  listMyProductTransactions,
  listShopProductGroups,
  listShopProducts,
} from './public-products';

/** Stock is set per open shop of the seller (the hook loads it into req.shop). */
const MANAGE_SHOP = { access: { seller: 'items.manage', shop: true } } as const;

export type ProductRouteOptions = { db: Db; storage: FileStorage };

/** Products: the seller's catalogue and counter sales, public product lists, my purchases. */
export const productRoutes: FastifyPluginAsync<ProductRouteOptions> = async (
  app,
  { db, storage },
) => {
  const answer = sellerCalls(app, db, sellerProductCalls);
  answer(ITEM_ACCESS.sell, {
    listProductGroups,
    getProductGroup,
    listProducts,
    getProduct,
    sellProducts,
    listProductSales,
  });
  answer(ITEM_ACCESS.manage, {
    createProductGroup,
    updateProductGroup,
    deleteProductGroup,
    createProduct,
    updateProduct,
    deleteProduct,
    reorderProductImages,
    deleteProductImage,
  });
  route(app, {
    call: sellerProductCalls.uploadProductImage,
    settings: ITEM_ACCESS.manage,
    handler: async (req) => {
      const product = await ownProduct(db, req.seller!.id, req.params.productId);
      await checkRoomForImage(db, product.id);
      const url = await receiveImage(req, {
        storage,
        kind: 'PRODUCT_IMAGE',
        keyPrefix: `products/${product.id}/image`,
      });
      return { data: await addProductImage(db, { productId: product.id, url }) };
    },
  });
  answer(MANAGE_SHOP, { setProductStock });
  publicCalls(
    app,
    db,
    productCalls,
  )({ access: 'public', publicCache: true }, { listShopProducts, listShopProductGroups });
  userCalls(app, db, productCalls)({ access: 'user' }, { listMyProductTransactions });
};
