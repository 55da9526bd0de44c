import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { WebhookName, WebhookVerifier } from './http/access';
import type { JobDefinition } from './jobs';
import type { WorkKind, WorkQueue } from './jobs/work-queue';
import type { RateLimitStore } from './lib/rate-limit-store';
import {
  type GoogleReserveContext,
  type GoogleUpdatesContext,
  googleFeedDevRoutes,
  googleFeedJobs,
  googleReserveAdminRoutes,
  googleReserveRoutes,
  googleReserveSellerRoutes,
  googleReserveVerifier,
  googleUpdateJobs,
  googleUpdateWorkKinds,
} from './modules/google-reserve';
import { feedUploaderFromConfig } from './platform/google-feeds';
import {
  type MapsBookingApi,
  MapsBookingClient,
  serviceAccountTokens,
} from './platform/google-maps-booking/maps-booking';
import {
  FAKE_MAPS_BOOKING_TOKEN,
  FakeMapsBooking,
} from './platform/google-maps-booking/maps-booking-fake';

/**
 * Reserve with Google's real-time updates: Google's Maps Booking API with the service account's
 * tokens in production; elsewhere (GOOGLE_MAPS_BOOKING_API_URL unset) the real client talking to
 * a fake on its own loopback port, which records what it is sent.
 */
export async function mapsBookingFromConfig(
  config: Config,
): Promise<{ api: MapsBookingApi; fake: FakeMapsBooking | null }> {
  const { partnerId, apiUrl, keyFile } = config.googleUpdates;
  const fake = config.googleReserve.enabled && !apiUrl ? await FakeMapsBooking.start() : null;
  const api = new MapsBookingClient({
    baseUrl: apiUrl ?? fake?.url ?? '',
    partnerId,
    accessToken: keyFile
      ? await serviceAccountTokens(keyFile)
      : async () => FAKE_MAPS_BOOKING_TOKEN,
  });
  return { api, fake };
}

/** Reserve with Google as the app wires it: its jobs, its webhook caller and its routes. */
export type GoogleReserveWiring = {
  /** The real-time updates and the daily feeds, when the integration is enabled. */
  jobs(intervalMs: number): JobDefinition[];
  /** The real-time updates' batches on the work queue (decision 029), when enabled. */
  kinds: WorkKind<never>[];
  /** Hands over the app's work queue (once it exists): the updates' collection queues on it. */
  useWorkQueue(work: WorkQueue): void;
  /** Google's calls to the booking server, told by their Basic credential. */
  webhooks: Partial<Record<WebhookName, WebhookVerifier>>;
  /** The seller's and the admin's enrolment routes, and (development) the feeds as files. */
  registerApiRoutes(v1: FastifyInstance, options: { devEndpoints: boolean }): Promise<void>;
  /** The booking server Google calls (/rwg/v3/*), when enabled. */
  registerBookingServer(app: FastifyInstance, limits: RateLimitStore): Promise<void>;
};

/**
 * Everything of Reserve with Google that app.ts starts (decisions 026 and 027): the Maps Booking
 * client (or its fake, closed with the app and exposed as `app.mapsBookingFake`) and the feed
 * uploader (Google's SFTP dropbox, or a local folder).
 */
export async function wireGoogleReserve(
  app: FastifyInstance,
  config: Config,
  ctx: GoogleReserveContext,
): Promise<GoogleReserveWiring> {
  const { enabled } = config.googleReserve;
  const mapsBooking = await mapsBookingFromConfig(config);
  if (mapsBooking.fake) app.addHook('onClose', () => mapsBooking.fake!.close());
  app.decorate('mapsBookingFake', mapsBooking.fake);
  const feeds = feedUploaderFromConfig(config.googleFeeds);
  const updates: GoogleUpdatesContext = { ...ctx, mapsBooking: mapsBooking.api };
  return {
    jobs: (intervalMs) =>
      enabled ? [...googleUpdateJobs(updates, intervalMs), ...googleFeedJobs(ctx, feeds)] : [],
    kinds: enabled ? googleUpdateWorkKinds(updates) : [],
    useWorkQueue(work) {
      updates.work = work;
    },
    webhooks: enabled
      ? { 'google-reserve': googleReserveVerifier(config.googleReserve.credentials) }
      : {},
    async registerApiRoutes(v1, { devEndpoints }) {
      await v1.register(googleReserveSellerRoutes, { db: ctx.db, clock: ctx.clock });
      await v1.register(googleReserveAdminRoutes, { db: ctx.db, clock: ctx.clock });
      if (devEndpoints && enabled) await v1.register(googleFeedDevRoutes, { ctx, uploader: feeds });
    },
    async registerBookingServer(root, limits) {
      if (enabled) await root.register(googleReserveRoutes, { ctx, limits });
    },
  };
}
