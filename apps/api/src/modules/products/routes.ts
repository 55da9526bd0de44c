import { productCalls, sellerProductCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { receiveImage } from '../../http/image-upload';
import { route } from '../../http/route';
import { ITEM_ACCESS, sellerDataRoute } from '../../http/data-route';
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

const { sell: SELL, manage: MANAGE } = ITEM_ACCESS;
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
  sellerDataRoute(app, {
    call: calls.listProductGroups,
    settings: SELL,
    data: (sellerId) => listProductGroups(db, sellerId),
  });
  sellerDataRoute(app, {
    call: calls.createProductGroup,
    settings: MANAGE,
    data: (sellerId, req) => createProductGroup(db, { sellerId, name: req.body.name }),
  });
  sellerDataRoute(app, {
    call: calls.getProductGroup,
    settings: SELL,
    data: (sellerId, req) => getProductGroup(db, sellerId, req.params.groupId),
  });
  sellerDataRoute(app, {
    call: calls.updateProductGroup,
    settings: MANAGE,
    data: (sellerId, req) =>
      updateProductGroup(db, {
        sellerId,
        groupId: req.params.groupId,
        name: req.body.name,
      }),
  });
  route(app, {
    call: calls.deleteProductGroup,
    settings: MANAGE,
    handler: async (req) => {
      await deleteProductGroup(db, { sellerId: req.seller!.id, groupId: req.params.groupId });
    },
  });

  // Products
  route(app, {
    call: calls.listProducts,
    settings: SELL,
    handler: async (req) => listProducts(db, req.seller!.id, req.query),
  });
  sellerDataRoute(app, {
    call: calls.createProduct,
    settings: MANAGE,
    data: (sellerId, req) => createProduct(db, { sellerId, fields: req.body }),
  });
  sellerDataRoute(app, {
    call: calls.getProduct,
    settings: SELL,
    data: (sellerId, req) => getProduct(db, sellerId, req.params.productId),
  });
  sellerDataRoute(app, {
    call: calls.updateProduct,
    settings: MANAGE,
    data: (sellerId, req) =>
      updateProduct(db, {
        sellerId,
        productId: req.params.productId,
        fields: req.body,
      }),
  });
  route(app, {
    call: calls.deleteProduct,
    settings: MANAGE,
    handler: async (req) => {
      await deleteProduct(db, { sellerId: req.seller!.id, productId: req.params.productId });
    },
  });

  // Images
  route(app, {
    call: calls.uploadProductImage,
    settings: MANAGE,
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
  route(app, {
    call: calls.reorderProductImages,
    settings: MANAGE,
    handler: async (req) => {
      const product = await ownProduct(db, req.seller!.id, req.params.productId);
      return { data: await reorderProductImages(db, { productId: product.id, ids: req.body.ids }) };
    },
  });
  route(app, {
    call: calls.deleteProductImage,
    settings: MANAGE,
    handler: async (req) => {
      const product = await ownProduct(db, req.seller!.id, req.params.productId);
      await deleteProductImage(db, { productId: product.id, imageId: req.params.imageId });
    },
  });

  // Stock
  sellerDataRoute(app, {
    call: calls.setProductStock,
    settings: MANAGE_SHOP,
    data: (sellerId, req) =>
      setProductStock(db, {
        sellerId,
        productId: req.params.productId,
        shop: req.shop!,
        quantity: req.body.quantity,
      }),
  });

  // Counter sales
  sellerDataRoute(app, {
    call: calls.sellProducts,
    settings: SELL,
    data: (sellerId, req) =>
      sellProducts(db, {
        sellerId,
        customerId: req.params.customerId,
        actorUserId: req.user!.id,
        ...req.body,
      }),
  });
  route(app, {
    call: calls.listProductSales,
    settings: SELL,
    handler: async (req) =>
      listProductSales(db, {
        sellerId: req.seller!.id,
        customerId: req.params.customerId,
        ...req.query,
      }),
  });

  // Public and the customer's own
  route(app, {
    call: productCalls.listShopProducts,
    settings: PUBLIC,
    handler: async (req) => listShopProducts(db, req.params.shopId, req.query),
  });
  route(app, {
    call: productCalls.listShopProductGroups,
    settings: PUBLIC,
    handler: async (req) => ({
      data: await listShopProductGroups(db, req.params.shopId),
    }),
  });
  route(app, {
    call: productCalls.listMyProductTransactions,
    settings: { access: 'user' },
    handler: async (req) =>
      listMyProductTransactions(db, {
        userId: req.user!.id,
        customerId: req.params.customerId,
        ...req.query,
      }),
  });
};
