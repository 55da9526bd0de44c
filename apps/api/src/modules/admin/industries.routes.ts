import { adminIndustryCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { routesOn } from '../../http/call-routes';
import { receiveImage } from '../../http/image-upload';
import type { CacheResets } from '../../lib/cache-resets';
import type { FileStorage } from '../../platform/storage/file-storage';
import {
  assertIndustry,
  createIndustry,
  listAdminIndustries,
  reorderIndustries,
  setIndustryImage,
  updateIndustry,
} from './industries.service';

export type AdminIndustryRouteOptions = { db: Db; storage: FileStorage; caches: CacheResets };

const MANAGE = { access: { admin: 'industries.manage' } } as const;

/** The admins' industry settings: list, create, rename, hide, reorder, set the image. */
export const adminIndustryRoutes: FastifyPluginAsync<AdminIndustryRouteOptions> = async (
  app,
  { db, storage, caches },
) => {
  const ctx = { db, caches };
  const routes = routesOn(app);
  routes.data(calls.listIndustries, MANAGE, () => listAdminIndustries(db));
  routes.data(calls.createIndustry, MANAGE, (req) =>
    createIndustry(ctx, { actor: req.admin!, ...req.body }),
  );
  routes.data(calls.updateIndustry, MANAGE, (req) =>
    updateIndustry(ctx, {
      actor: req.admin!,
      industryId: req.params.industryId,
      changes: req.body,
    }),
  );
  routes.data(calls.reorderIndustries, MANAGE, (req) =>
    reorderIndustries(ctx, { actor: req.admin!, ids: req.body.ids }),
  );
  routes.data(calls.uploadIndustryImage, MANAGE, async (req) => {
    const { industryId } = req.params;
    await assertIndustry(db, industryId);
    const imageUrl = await receiveImage(req, {
      storage,
      kind: 'INDUSTRY_IMAGE',
      keyPrefix: `industries/${industryId}`,
    });
    return setIndustryImage(ctx, { actor: req.admin!, industryId, imageUrl });
  });
};
