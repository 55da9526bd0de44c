/** Admin push messages: audiences, composing and scheduling, delivery on the work queue. */
export { previewAudience } from './audience';
export type { PushContext, PushRates } from './context';
export {
  markPushMessageFailed,
  PUSH_BATCH_SECONDS,
  PUSH_MAX_BATCH,
  PUSH_MESSAGE,
  pushWorkKinds,
  STALE_CLAIM_MS,
  workPushMessage,
} from './delivery';
export { pushDevRoutes, pushRoutes, type PushRouteOptions } from './routes';
