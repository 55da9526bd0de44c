import { productCalls, sellerProductCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { receiveImage } from '../../http/image-upload';
import { route } from '../../http/route';
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

/** Every member reads products and sells them over the counter. */
const SELL = { access: { seller: 'items.sell' } } as const;
/** Owner and managers shape the catalogue: groups, products, images. */
const MANAGE = { access: { seller: 'items.manage' } } as const;
/** Stock is set per open shop of the seller (the hook loads it into req.shop). */
const MANAGE_SHOP = { access: { seller: 'items.manage', shop: true } } as const;
const PUBLIC = { access: 'public', publicCache: true } as const;

export type ProductRouteOptions = { db: Db; storage: FileStorage };

/** Products: the seller's catalogue and counter sales, public product lists, my purchases. */
export const productRoutes: FastifyPluginAsync<ProductRouteOptions> = async (
  app,
  { db, storage },
) => {
  // Groups
  route(app, calls.listProductGroups, SELL, async (req) => ({
    data: await listProductGroups(db, req.seller!.id),
  }));
  route(app, calls.createProductGroup, MANAGE, async (req) => ({
    data: await createProductGroup(db, { sellerId: req.seller!.id, name: req.body.name }),
  }));
  route(app, calls.getProductGroup, SELL, async (req) => ({
    data: await getProductGroup(db, req.seller!.id, req.params.groupId),
  }));
  route(app, calls.updateProductGroup, MANAGE, async (req) => ({
    data: await updateProductGroup(db, {
      sellerId: req.seller!.id,
      groupId: req.params.groupId,
      name: req.body.name,
    }),
  }));
  route(app, calls.deleteProductGroup, MANAGE, async (req) => {
    await deleteProductGroup(db, { sellerId: req.seller!.id, groupId: req.params.groupId });
  });

  // Products
  route(app, calls.listProducts, SELL, async (req) => listProducts(db, req.seller!.id, req.query));
  route(app, calls.createProduct, MANAGE, async (req) => ({
    data: await createProduct(db, { sellerId: req.seller!.id, fields: req.body }),
  }));
  route(app, calls.getProduct, SELL, async (req) => ({
    data: await getProduct(db, req.seller!.id, req.params.productId),
  }));
  route(app, calls.updateProduct, MANAGE, async (req) => ({
    data: await updateProduct(db, {
      sellerId: req.seller!.id,
      productId: req.params.productId,
      fields: req.body,
    }),
  }));
  route(app, calls.deleteProduct, MANAGE, async (req) => {
    await deleteProduct(db, { sellerId: req.seller!.id, productId: req.params.productId });
  });

  // Images
  route(app, calls.uploadProductImage, MANAGE, async (req) => {
    const product = await ownProduct(db, req.seller!.id, req.params.productId);
    await checkRoomForImage(db, product.id);
    const url = await receiveImage(req, {
      storage,
      kind: 'PRODUCT_IMAGE',
      keyPrefix: `products/${product.id}/image`,
    });
    return { data: await addProductImage(db, { productId: product.id, url }) };
  });
  route(app, calls.reorderProductImages, MANAGE, async (req) => {
    const product = await ownProduct(db, req.seller!.id, req.params.productId);
    return { data: await reorderProductImages(db, { productId: product.id, ids: req.body.ids }) };
  });
  route(app, calls.deleteProductImage, MANAGE, async (req) => {
    const product = await ownProduct(db, req.seller!.id, req.params.productId);
    await deleteProductImage(db, { productId: product.id, imageId: req.params.imageId });
  });

  // Stock
  route(app, calls.setProductStock, MANAGE_SHOP, async (req) => ({
    data: await setProductStock(db, {
      sellerId: req.seller!.id,
      productId: req.params.productId,
      shop: req.shop!,
      quantity: req.body.quantity,
    }),
  }));

  // Counter sales
  route(app, calls.sellProducts, SELL, async (req) => ({
    data: await sellProducts(db, {
      sellerId: req.seller!.id,
      customerId: req.params.customerId,
      actorUserId: req.user!.id,
      ...req.body,
    }),
  }));
  route(app, calls.listProductSales, SELL, async (req) =>
    listProductSales(db, {
      sellerId: req.seller!.id,
      customerId: req.params.customerId,
      ...req.query,
    }),
  );

  // Public and the customer's own
  route(app, productCalls.listShopProducts, PUBLIC, async (req) =>
    listShopProducts(db, req.params.shopId, req.query),
  );
  route(app, productCalls.listShopProductGroups, PUBLIC, async (req) => ({
    data: await listShopProductGroups(db, req.params.shopId),
  }));
  route(app, productCalls.listMyProductTransactions, { access: 'user' }, async (req) =>
    listMyProductTransactions(db, {
      userId: req.user!.id,
      customerId: req.params.customerId,
      ...req.query,
    }),
  );
};
