import {
  adminCalls as calls,
  adminJobCalls as jobCalls,
  adminLineChannelCalls as lineCalls,
} from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { routesOn } from '../../http/call-routes';
import type { WorkQueue } from '../../jobs/work-queue';
import type { CacheResets } from '../../lib/cache-resets';
import type { FileStorage } from '../../platform/storage/file-storage';
import { getAdminMe, listAdmins, setAdminRole } from './admins.service';
import { listAudit } from './audit.service';
import { adminUserRoutes } from './users.routes';
import { adminIndustryRoutes } from './industries.routes';
import { listFailedWorkItems, listJobs, retryWorkItem } from './jobs.service';
import { listLineChannels, setLineChannel } from './line-channels.service';

export type AdminRouteOptions = {
  db: Db;
  storage: FileStorage;
  publicCaches: CacheResets;
  /** The app's work queue: the jobs page shows its queues and retries failed items. */
  work: WorkQueue;
};

/** The admin area's own calls: who is signed in, the admins and the audit log. */
export const adminRoutes: FastifyPluginAsync<AdminRouteOptions> = async (
  app,
  { db, storage, publicCaches, work },
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
  // Background work: scheduled jobs and the work queues (their errors name no secrets).
  const JOBS_READ = { access: { admin: 'jobs.read' } } as const;
  routes.data(jobCalls.listJobs, JOBS_READ, () => listJobs(db, work));
  routes.data(jobCalls.listFailedWorkItems, JOBS_READ, (req) =>
    listFailedWorkItems(work, req.params.name),
  );
  routes.empty(jobCalls.retryWorkItem, { access: { admin: 'jobs.retry' } }, (req) =>
    retryWorkItem(db, work, { actor: req.admin!, ...req.params }),
  );
};
