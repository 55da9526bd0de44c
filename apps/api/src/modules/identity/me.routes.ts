import { identityCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { receiveImage } from '../../http/image-upload';
import { route } from '../../http/route';
import { userDataRoute } from '../../http/data-route';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../platform/storage/file-storage';
import {
  getMe,
  listFavorites,
  listFavoriteShopIds,
  setFavorite,
  setPhotoUrl,
  updateMe,
} from './me.service';

/** The signed-in user's profile, photo and favourite shops: signed-in callers only. */
export const meRoutes: FastifyPluginAsync<{ db: Db; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  const USER = { access: 'user' } as const;

  route(app, {
    call: calls.getMe,
    settings: USER,
    handler: async (req) => ({ data: await getMe(db, req.user!.id) }),
  });
  userDataRoute(app, {
    call: calls.updateMe,
    settings: USER,
    data: (userId, req) => updateMe(db, userId, req.body),
  });
  route(app, {
    call: calls.uploadPhoto,
    settings: USER,
    handler: async (req) => {
      const userId = req.user!.id;
      const url = await receiveImage(req, {
        storage,
        kind: 'PROFILE_PHOTO',
        keyPrefix: `users/${userId}/photo`,
      });
      return { data: await setPhotoUrl(db, userId, url) };
    },
  });

  for (const [call, isFavorite] of [
    [calls.addFavorite, true],
    [calls.removeFavorite, false],
  ] as const) {
    route(app, {
      call,
      settings: USER,
      handler: async (req) => ({
        data: await setFavorite(db, { userId: req.user!.id, shopId: req.body.shopId, isFavorite }),
      }),
    });
  }
  route(app, {
    call: calls.listFavorites,
    settings: USER,
    handler: async (req) => listFavorites(db, { userId: req.user!.id, ...req.query }),
  });
  userDataRoute(app, {
    call: calls.listFavoriteShopIds,
    settings: USER,
    data: (userId) => listFavoriteShopIds(db, userId),
  });
};
