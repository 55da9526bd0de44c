import { identityCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { receiveImage } from '../../http/image-upload';
import { routesOn } from '../../http/call-routes';
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

  const routes = routesOn(app);
  routes.data(calls.getMe, USER, (req) => getMe(db, req.user!.id));
  routes.data(calls.updateMe, USER, (req) => updateMe(db, req.user!.id, req.body));
  routes.data(calls.uploadPhoto, USER, async (req) => {
    const userId = req.user!.id;
    const url = await receiveImage(req, {
      storage,
      kind: 'PROFILE_PHOTO',
      keyPrefix: `users/${userId}/photo`,
    });
    return setPhotoUrl(db, userId, url);
  });

  for (const [call, isFavorite] of [
    [calls.addFavorite, true],
    [calls.removeFavorite, false],
  ] as const) {
    routes.data(call, USER, (req) =>
      setFavorite(db, { userId: req.user!.id, shopId: req.body.shopId, isFavorite }),
    );
  }
  routes.reply(calls.listFavorites, USER, (req) =>
    listFavorites(db, { userId: req.user!.id, ...req.query }),
  );
  routes.data(calls.listFavoriteShopIds, USER, (req) => listFavoriteShopIds(db, req.user!.id));
};
