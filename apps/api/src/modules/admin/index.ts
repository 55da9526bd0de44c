/** The platform admin module: admins, their roles, the audit log; what other modules may use. */
export {
  type AdminActor,
  type AdminUser,
  fieldChanges,
  recordAdminAudit,
  type ReviewDecision,
  reviewOutcome,
} from './audit';
export { ensureConfiguredAdmins, grantAdminByPhone } from './admins.service';
export { adminRoutes, type AdminRouteOptions } from './routes';
export { adminShopRoutes, type AdminShopRouteOptions } from './shop.routes';
export { ordersOfUser } from './user-relations';
export {
  type PlatformLine,
  type ShopReviewContext,
  shopReviewWorkKinds,
} from './shop-review-notices';
