/** The notifications module's public operations: the outbox, message texts and delivery. */
export type { NotificationContext } from './context';
export {
  composeBody,
  formatLocalTime,
  type MessageFacts,
  type NotificationKind,
} from './message-text';
export {
  claimMessage,
  claimMessageStatement,
  claimMessageValues,
  MAX_DELIVERY_ATTEMPTS,
  type NotificationRow,
} from './outbox';
export { deliverLater } from './sms-channel';
export { claimOrderMessage, notifyOrder, type OrderMessage } from './notify-order';
export { retryPendingNotifications } from './retry-pending-notifications';
export {
  composeOrderFlex,
  type LineNotifier,
  orderLineRecipient,
  sellerChannelToken,
} from './line-channel';
export { composeFlex, lineOrderUrl, type FlexFacts } from './message-flex';
export { type LineCallOutcome, notingLineCall, recordLineCall } from './line-calls';
