import type { JobDefinition } from '../../../jobs';
import { type GoogleUpdatesContext, sendGoogleUpdates } from './send-updates';

export { type GoogleUpdatesContext, rememberToldGoogle, sendGoogleUpdates } from './send-updates';

/**
 * Real-time updates to Google: every run sends what the outbox holds (changes are written
 * beside the change itself by migration 0033's triggers), so Google hears within a run's interval
 * (30 s by default; Google's bar for a booking notification is 5 minutes).
 */
export function googleUpdateJobs(ctx: GoogleUpdatesContext, intervalMs: number): JobDefinition[] {
  return [{ name: 'google-reserve-updates', intervalMs, run: () => sendGoogleUpdates(ctx) }];
}
