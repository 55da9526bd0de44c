/** Admin push messages: audiences, composing and scheduling, delivery by the job runner. */
export { previewAudience } from './audience';
export { DEFAULT_PUSH_RATES, type PushContext, type PushRates } from './context';
export {
  deliverPushMessages,
  pushJobs,
  sendBatches,
  startDueMessages,
  STALE_CLAIM_MS,
} from './delivery';
export { pushDevRoutes, pushRoutes, type PushRouteOptions } from './routes';
