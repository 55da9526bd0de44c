import { adminCalls as calls, adminLineChannelCalls as lineCalls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { routesOn } from '../../http/call-routes';
import type { CacheResets } from '../../lib/cache-resets';
import type { FileStorage } from '../../platform/storage/file-storage';
import { getAdminMe, listAdmins, setAdminRole } from './admins.service';
import { listAudit } from './audit.service';
import { adminUserRoutes } from './users.routes';
import { adminIndustryRoutes } from './industries.routes';
import { listLineChannels, setLineChannel } from './line-channels.service';

export type AdminRouteOptions = { db: Db; storage: FileStorage; publicCaches: CacheResets };

/** The admin area's own calls: who is signed in, the admins and the audit log. */
export const adminRoutes: FastifyPluginAsync<AdminRouteOptions> = async (
  app,
  { db, storage, publicCaches },
) => {
  const routes = routesOn(app);
  await app.register(adminIndustryRoutes, { db, storage, caches: publicCaches });
  routes.data(calls.getMe, { access: { admin: 'admin.read' } }, (req) =>
    getAdminMe(db, req.admin!),
  );
  routes.data(calls.listAdmins, { access: { admin: 'admins.manage' } }, () => listAdmins(db));
  routes.data(calls.setAdminRole, { access: { admin: 'admins.manage' } }, (req) =>
    setAdminRole(db, { actor: req.admin!, userId: req.params.userId, ...req.body }),
  );
  routes.reply(calls.listAudit, { access: { admin: 'audit.read' } }, (req) =>
    listAudit(db, req.query),
  );
  await app.register(adminUserRoutes, { db });
  // Sellers' LINE channels: listing shows channel ids and LINE's error messages, so it takes
  // the same permission as disabling one (line.channels), not every admin's shops.read.
  const LINE = { access: { admin: 'line.channels' } } as const;
  routes.reply(lineCalls.listLineChannels, LINE, (req) => listLineChannels(db, req.query));
  routes.data(lineCalls.setLineChannel, LINE, (req) =>
    setLineChannel(db, { actor: req.admin!, sellerId: req.params.sellerId, ...req.body }),
  );
};
