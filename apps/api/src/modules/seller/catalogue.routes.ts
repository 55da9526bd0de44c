import { sellerCatalogueCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { receiveImage } from '../../http/image-upload';
import { routesOn } from '../../http/call-routes';
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
  const routes = routesOn(app);

  // Service groups
  routes.data(calls.listServiceGroups, READ, (req) => listServiceGroups(db, req.params));
  routes.data(calls.createServiceGroup, MANAGE, (req) =>
    createServiceGroup(db, { shopId: req.params.shopId, name: req.body.name }),
  );
  routes.data(calls.reorderServiceGroups, MANAGE, (req) =>
    reorderServiceGroups(db, { shopId: req.params.shopId, ids: req.body.ids }),
  );
  routes.data(calls.getServiceGroup, READ, (req) => getServiceGroup(db, req.params));
  routes.data(calls.renameServiceGroup, MANAGE, (req) =>
    renameServiceGroup(db, { ...req.params, name: req.body.name }),
  );
  routes.empty(calls.deleteServiceGroup, MANAGE, (req) => deleteServiceGroup(db, req.params));

  // Services
  routes.data(calls.listServices, READ, (req) =>
    listServices(db, { shopId: req.params.shopId, ...req.query }),
  );
  routes.data(calls.createService, MANAGE, (req) =>
    createService(db, { shop: req.shop!, fields: req.body }),
  );
  routes.data(calls.reorderServices, MANAGE, (req) =>
    reorderServices(db, { shopId: req.params.shopId, ...req.body }),
  );
  routes.data(calls.getService, READ, (req) => getService(db, req.params));
  routes.data(calls.updateService, MANAGE, (req) =>
    updateService(db, { ...req.params, changes: req.body }),
  );
  routes.empty(calls.deleteService, MANAGE, (req) => deleteService(db, req.params));

  // Operators
  routes.data(calls.listOperators, READ, (req) => listOperators(db, req.params));
  routes.data(calls.createOperator, MANAGE, (req) =>
    createOperator(db, { shopId: req.params.shopId, fields: req.body }),
  );
  routes.data(calls.reorderOperators, MANAGE, (req) =>
    reorderOperators(db, { shopId: req.params.shopId, ids: req.body.ids }),
  );
  routes.data(calls.getOperator, READ, (req) => getOperator(db, req.params));
  routes.data(calls.updateOperator, MANAGE, (req) =>
    updateOperator(db, { ...req.params, changes: req.body }),
  );
  routes.empty(calls.deleteOperator, MANAGE, (req) =>
    deleteOperator(db, { ...req.params, now: ctx.clock() }),
  );
  routes.data(calls.uploadOperatorAvatar, MANAGE, async (req) => {
    const { shopId, operatorId } = req.params;
    await assertOperatorOfShop(db, { shopId, operatorId });
    const avatarUrl = await receiveImage(req, {
      storage,
      kind: 'OPERATOR_AVATAR',
      keyPrefix: `shops/${shopId}/operators/${operatorId}`,
    });
    return setOperatorAvatar(db, { shopId, operatorId, avatarUrl });
  });

  // Time off (only those who manage the catalogue see it)
  routes.data(calls.listTimeOff, MANAGE, (req) => listTimeOff(db, { ...req.params, ...req.query }));
  routes.data(calls.createTimeOff, MANAGE, (req) =>
    createTimeOff(db, { ...req.params, ...req.body }),
  );
  routes.empty(calls.deleteTimeOff, MANAGE, (req) => deleteTimeOff(db, req.params));
};
