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
  route(app, calls.listServiceGroups, READ, async (req) => ({
    data: await listServiceGroups(db, req.params),
  }));
  route(app, calls.createServiceGroup, MANAGE, async (req) => ({
    data: await createServiceGroup(db, { shopId: req.params.shopId, name: req.body.name }),
  }));
  route(app, calls.reorderServiceGroups, MANAGE, async (req) => ({
    data: await reorderServiceGroups(db, { shopId: req.params.shopId, ids: req.body.ids }),
  }));
  route(app, calls.getServiceGroup, READ, async (req) => ({
    data: await getServiceGroup(db, req.params),
  }));
  route(app, calls.renameServiceGroup, MANAGE, async (req) => ({
    data: await renameServiceGroup(db, { ...req.params, name: req.body.name }),
  }));
  route(app, calls.deleteServiceGroup, MANAGE, async (req) => {
    await deleteServiceGroup(db, req.params);
  });

  // Services
  route(app, calls.listServices, READ, async (req) => ({
    data: await listServices(db, { shopId: req.params.shopId, ...req.query }),
  }));
  route(app, calls.createService, MANAGE, async (req) => ({
    data: await createService(db, { shop: req.shop!, fields: req.body }),
  }));
  route(app, calls.reorderServices, MANAGE, async (req) => ({
    data: await reorderServices(db, { shopId: req.params.shopId, ...req.body }),
  }));
  route(app, calls.getService, READ, async (req) => ({ data: await getService(db, req.params) }));
  route(app, calls.updateService, MANAGE, async (req) => ({
    data: await updateService(db, { ...req.params, changes: req.body }),
  }));
  route(app, calls.deleteService, MANAGE, async (req) => {
    await deleteService(db, req.params);
  });

  // Operators
  route(app, calls.listOperators, READ, async (req) => ({
    data: await listOperators(db, req.params),
  }));
  route(app, calls.createOperator, MANAGE, async (req) => ({
    data: await createOperator(db, { shopId: req.params.shopId, fields: req.body }),
  }));
  route(app, calls.reorderOperators, MANAGE, async (req) => ({
    data: await reorderOperators(db, { shopId: req.params.shopId, ids: req.body.ids }),
  }));
  route(app, calls.getOperator, READ, async (req) => ({
    data: await getOperator(db, req.params),
  }));
  route(app, calls.updateOperator, MANAGE, async (req) => ({
    data: await updateOperator(db, { ...req.params, changes: req.body }),
  }));
  route(app, calls.deleteOperator, MANAGE, async (req) => {
    await deleteOperator(db, { ...req.params, now: ctx.clock() });
  });
  route(app, calls.uploadOperatorAvatar, MANAGE, async (req) => {
    const { shopId, operatorId } = req.params;
    await assertOperatorOfShop(db, { shopId, operatorId });
    const avatarUrl = await receiveImage(req, {
      storage,
      kind: 'OPERATOR_AVATAR',
      keyPrefix: `shops/${shopId}/operators/${operatorId}`,
    });
    return { data: await setOperatorAvatar(db, { shopId, operatorId, avatarUrl }) };
  });

  // Time off (only those who manage the catalogue see it)
  route(app, calls.listTimeOff, MANAGE, async (req) => ({
    data: await listTimeOff(db, { ...req.params, ...req.query }),
  }));
  route(app, calls.createTimeOff, MANAGE, async (req) => ({
    data: await createTimeOff(db, { ...req.params, ...req.body }),
  }));
  route(app, calls.deleteTimeOff, MANAGE, async (req) => {
    await deleteTimeOff(db, req.params);
  });
};
