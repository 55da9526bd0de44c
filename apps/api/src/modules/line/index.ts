/** The LINE module: settings, LIFF sign-in and customer linking, webhook, order messages again. */
export type { LineContext } from './context';
export { lineSignInUserId, verifyLineUser } from './link';
export { bookableShopsOf } from './settings';
export { lineRoutes } from './routes';
export { lineDevRoutes } from './dev.routes';
export { lineSignature, lineWebhookVerifier } from './webhook';
