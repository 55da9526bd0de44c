/**
 * Payment settings: how a shop gets paid (accepted methods, transfer account, refund policy)
 * and the seller's LINE Pay channel, sealed (decision 014, point 8).
 */
export type { PaymentsContext } from './context';
export { type LinePayChannel, loadLinePayChannel, saveLinePayChannel } from './line-pay-channels';
export { paymentSettingsRoutes } from './settings-routes';
export { linePayApproved } from './line-pay-application';
export {
  linePayApplicationRoutes,
  type LinePayApplicationRouteOptions,
} from './line-pay-application-routes';
