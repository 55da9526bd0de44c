import type { FastifyPluginAsync } from 'fastify';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { IdentityContext } from './context';
import { meRoutes } from './me.routes';
import { signInRoutes } from './sign-in.routes';
import { phoneCallWebhookRoutes } from './webhook.routes';

/**
 * Every identity route: phone sign-in and tokens, the signed-in user's profile and favourites,
 * and the telephony webhook when the app verifies it (`phoneCallWebhook`).
 */
export const identityRoutes: FastifyPluginAsync<{
  ctx: IdentityContext;
  storage: FileStorage;
  phoneCallWebhook: boolean;
}> = async (app, { ctx, storage, phoneCallWebhook }) => {
  await app.register(signInRoutes, { ctx });
  await app.register(meRoutes, { db: ctx.db, storage });
  if (phoneCallWebhook) await app.register(phoneCallWebhookRoutes, { ctx });
};
