import { sellerCatalogueCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { receiveImage } from '../../http/image-upload';
import { route } from '../../http/route';
import { assertOperatorOfShop } from './catalogue-ownership';
import {
  createOperator,
  deleteOperator,
  getOperator,
  listOperators,
  reorderOperators,
  setOperatorAvatar,
  updateOperator,
} from './operators.service';
import type { SellerRouteOptions } from './options';
import {
  createServiceGroup,
  deleteServiceGroup,
  getServiceGroup,
  listServiceGroups,
  renameServiceGroup,
  reorderServiceGroups,
} from './service-groups.service';
import {
  createService,
  deleteService,
  getService,
  listServices,
  reorderServices,
  updateService,
} from './services.service';
import { createTimeOff, deleteTimeOff, listTimeOff } from './time-off.service';

/** Members read the catalogue of an open shop of their seller (loaded by the access hook). */
const READ = { access: { seller: 'shops.read', shop: true } } as const;
/** Owner and manager change it. */
const MANAGE = { access: { seller: 'catalogue.manage', shop: true } } as const;

/**
 * The seller's catalogue of one shop: service groups, services, operators with their weekly
 * hours and time off (contracts in sellerCatalogueCalls).
 */
export const sellerCatalogueRoutes: FastifyPluginAsync<SellerRouteOptions> = async (
  app,
  { ctx, storage },
) => {
  const { db } = ctx;

  // Service groups
  route(app, {
    call: calls.listServiceGroups,
    settings: READ,
    handler: async (req) => ({
      data: await listServiceGroups(db, req.params),
    }),
  });
  route(app, {
    call: calls.createServiceGroup,
    settings: MANAGE,
    handler: async (req) => ({
      data: await createServiceGroup(db, { shopId: req.params.shopId, name: req.body.name }),
    }),
  });
  route(app, {
    call: calls.reorderServiceGroups,
    settings: MANAGE,
    handler: async (req) => ({
      data: await reorderServiceGroups(db, { shopId: req.params.shopId, ids: req.body.ids }),
    }),
  });
  route(app, {
    call: calls.getServiceGroup,
    settings: READ,
    handler: async (req) => ({
      data: await getServiceGroup(db, req.params),
    }),
  });
  route(app, {
    call: calls.renameServiceGroup,
    settings: MANAGE,
    handler: async (req) => ({
      data: await renameServiceGroup(db, { ...req.params, name: req.body.name }),
    }),
  });
  route(app, {
    call: calls.deleteServiceGroup,
    settings: MANAGE,
    handler: async (req) => {
      await deleteServiceGroup(db, req.params);
    },
  });

  // Services
  route(app, {
    call: calls.listServices,
    settings: READ,
    handler: async (req) => ({
      data: await listServices(db, { shopId: req.params.shopId, ...req.query }),
    }),
  });
  route(app, {
    call: calls.createService,
    settings: MANAGE,
    handler: async (req) => ({
      data: await createService(db, { shop: req.shop!, fields: req.body }),
    }),
  });
  route(app, {
    call: calls.reorderServices,
    settings: MANAGE,
    handler: async (req) => ({
      data: await reorderServices(db, { shopId: req.params.shopId, ...req.body }),
    }),
  });
  route(app, {
    call: calls.getService,
    settings: READ,
    handler: async (req) => ({ data: await getService(db, req.params) }),
  });
  route(app, {
    call: calls.updateService,
    settings: MANAGE,
    handler: async (req) => ({
      data: await updateService(db, { ...req.params, changes: req.body }),
    }),
  });
  route(app, {
    call: calls.deleteService,
    settings: MANAGE,
    handler: async (req) => {
      await deleteService(db, req.params);
    },
  });

  // Operators
  route(app, {
    call: calls.listOperators,
    settings: READ,
    handler: async (req) => ({
      data: await listOperators(db, req.params),
    }),
  });
  route(app, {
    call: calls.createOperator,
    settings: MANAGE,
    handler: async (req) => ({
      data: await createOperator(db, { shopId: req.params.shopId, fields: req.body }),
    }),
  });
  route(app, {
    call: calls.reorderOperators,
    settings: MANAGE,
    handler: async (req) => ({
      data: await reorderOperators(db, { shopId: req.params.shopId, ids: req.body.ids }),
    }),
  });
  route(app, {
    call: calls.getOperator,
    settings: READ,
    handler: async (req) => ({
      data: await getOperator(db, req.params),
    }),
  });
  route(app, {
    call: calls.updateOperator,
    settings: MANAGE,
    handler: async (req) => ({
      data: await updateOperator(db, { ...req.params, changes: req.body }),
    }),
  });
  route(app, {
    call: calls.deleteOperator,
    settings: MANAGE,
    handler: async (req) => {
      await deleteOperator(db, { ...req.params, now: ctx.clock() });
    },
  });
  route(app, {
    call: calls.uploadOperatorAvatar,
    settings: MANAGE,
    handler: async (req) => {
      const { shopId, operatorId } = req.params;
      await assertOperatorOfShop(db, { shopId, operatorId });
      const avatarUrl = await receiveImage(req, {
        storage,
        kind: 'OPERATOR_AVATAR',
        keyPrefix: `shops/${shopId}/operators/${operatorId}`,
      });
      return { data: await setOperatorAvatar(db, { shopId, operatorId, avatarUrl }) };
    },
  });

  // Time off (only those who manage the catalogue see it)
  route(app, {
    call: calls.listTimeOff,
    settings: MANAGE,
    handler: async (req) => ({
      data: await listTimeOff(db, { ...req.params, ...req.query }),
    }),
  });
  route(app, {
    call: calls.createTimeOff,
    settings: MANAGE,
    handler: async (req) => ({
      data: await createTimeOff(db, { ...req.params, ...req.body }),
    }),
  });
  route(app, {
    call: calls.deleteTimeOff,
    settings: MANAGE,
    handler: async (req) => {
      await deleteTimeOff(db, req.params);
    },
  });
};
