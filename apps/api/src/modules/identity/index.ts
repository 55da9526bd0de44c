/** The identity module's public operations: what other modules may use. */
export { validatePhoneNumber, type ValidPhone } from './phone';
export { ensureUserForPhone, findUserIdByPhone } from './users';
export { phoneCallWebhookVerifier } from './webhook-verifier';
export type { IdentityContext } from './context';
export { devRoutes } from './dev.routes';
export { identityRoutes } from './routes';
