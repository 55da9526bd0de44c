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
  type NotificationRow,
} from './outbox';
export {
  deliverLater,
  ORDER_MESSAGE,
  orderMessageWorkKinds,
  type OrderMessageItem,
  queueStrayMessages,
} from './message-queue';
export { claimOrderMessage, notifyOrder, type OrderMessage } from './notify-order';
export {
  composeOrderFlex,
  type LineNotifier,
  orderLineRecipient,
  sellerChannelToken,
} from './line-channel';
export { composeFlex, lineOrderUrl, type FlexFacts } from './message-flex';
export { type LineCallOutcome, notingLineCall, recordLineCall } from './line-calls';
