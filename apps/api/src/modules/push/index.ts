/** Admin push messages: audiences, composing and scheduling, delivery by the job runner. */
export { previewAudience } from './audience';
export type { PushContext, PushRates } from './context';
export {
  deliverPushMessages,
  pushJobs,
  sendBatches,
  startDueMessages,
  STALE_CLAIM_MS,
} from './delivery';
export { pushDevRoutes, pushRoutes, type PushRouteOptions } from './routes';
