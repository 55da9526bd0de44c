import type { JobDefinition } from '../../../jobs';
import { collectGoogleUpdates, type GoogleUpdatesContext } from './send-updates';

export {
  collectGoogleUpdates,
  GOOGLE_UPDATE_BATCH,
  type GoogleUpdatesContext,
  googleUpdateWorkKinds,
  rememberToldGoogle,
  sendGoogleUpdateBatch,
} from './send-updates';

/**
 * Real-time updates to Google: every run collects what the outbox holds (changes are written
 * beside the change itself by migration 0033's triggers) into a batch per merchant, which the
 * work queue sends within seconds, so Google hears within a run's interval (30 s by default;
 * Google's bar for a booking notification is 5 minutes).
 */
export function googleUpdateJobs(ctx: GoogleUpdatesContext, intervalMs: number): JobDefinition[] {
  return [{ name: 'google-reserve-updates', intervalMs, run: () => collectGoogleUpdates(ctx) }];
}
