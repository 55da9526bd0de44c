import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Config, REPO_ROOT } from './config';
import type { Database } from './db/client';
import { BackgroundTasks } from './lib/background-tasks';
import { SecretBox } from './lib/secret-box';
import { accessControl } from './http/access';
import { registerOpenApi } from './http/openapi';
import { validatorCompiler } from './http/validator';
import { securityHeaders, securityHeaderSet } from './http/security-headers';
import { registerFileFolders } from './http/file-folders';
import { wireBackgroundWork } from './background-wiring';
import { wireLine } from './line-wiring';
import { wireChat } from './chat-wiring';
import type { WorkQueue } from './jobs/work-queue';
import { INTERNAL_ERROR_BODY, refusalOf, registerErrorHandling } from './lib/error-handler';
import { routeNotFound } from './lib/errors';
import { cacheResets } from './lib/cache-resets';
import { publicCache } from './lib/public-cache';
import {
  MemoryRateLimitStore,
  RedisRateLimitStore,
  type RateLimitStore,
} from './lib/rate-limit-store';
import {
  adminRoutes,
  adminShopRoutes,
  type ShopReviewContext,
  shopReviewWorkKinds,
} from './modules/admin';
import { availabilityRoutes, ScheduleCache } from './modules/availability';
import { type BookingContext, bookingJobs, bookingRoutes } from './modules/booking';
import { orderMessageWorkKinds } from './modules/notifications';
import { catalogueRoutes } from './modules/catalogue';
import { consentRoutes } from './modules/consent';
import {
  devRoutes,
  type IdentityContext,
  identityRoutes,
  phoneCallWebhookVerifier,
} from './modules/identity';
import { claimPhoneCustomers, customerRoutes } from './modules/customers';
import { storedValueRoutes } from './modules/stored-value';
import { voucherJobs, voucherRoutes } from './modules/vouchers';
import { couponRoutes } from './modules/coupons';
import { productRoutes } from './modules/products';
import {
  PUSH_BATCH_SECONDS,
  type PushContext,
  pushDevRoutes,
  pushRoutes,
  pushWorkKinds,
} from './modules/push';
import { myItemRoutes } from './modules/member-card';
import {
  type CheckoutContext,
  checkoutJobs,
  checkoutRoutes,
  checkoutWorkKinds,
} from './modules/checkout';
import {
  linePayApplicationRoutes,
  type PaymentsContext,
  paymentSettingsRoutes,
} from './modules/payment-settings';
import {
  lineDevRoutes,
  lineRoutes,
  lineSignInUserId,
  lineWebhookVerifier,
  verifyLineUser,
} from './modules/line';
import { GOOGLE_RESERVE_PREFIX } from './modules/google-reserve';
import type { FakeMapsBooking } from './platform/google-maps-booking/maps-booking-fake';
import type { FakeLinePlatform } from './platform/line/line-fake';
import { reviewsRoutes } from './modules/reviews';
import {
  type BillingContext,
  billingJobs,
  billingRoutes,
  billingWorkKinds,
} from './modules/billing';
import { type ChatBus, chatJobs, chatWorkKinds, chatRoutes } from './modules/chat';
import { FAKE_CARD_PAGES_PREFIX, fakeCardPages } from './platform/card-gateway/fake-card-pages';
import type { FakeTapPay } from './platform/card-gateway/tappay-fake';
import { sellerRoutes } from './modules/seller';
import type { LinePayGateway } from './platform/line-pay/line-pay';
import { fakeLinePay, type FakeLinePayState } from './platform/line-pay/line-pay-fake';
import { RecordingSmsSender, type SmsSender } from './platform/sms/sms-sender';
import { createSmsSender } from './platform/sms/create-sms-sender';
import { createFileStorage } from './platform/storage/create-file-storage';
import { type GeoLocator, OfflineGeoLocator } from './platform/geo/geo-locator';
import { devAwareClock, registerDevClock } from './http/dev-clock';
import { uploadJobs } from './modules/uploads';
import { registerLiffDemo } from './web/liff-demo';
import { registerSpa } from './web/spa';
import { cardGatewayFromConfig, FAKE_LINE_PAY_PREFIX, linePayFromConfig } from './payment-gateways';
import { wireGoogleReserve } from './google-reserve-wiring';
import { healthRoutes, Readiness } from './http/health';
import { metricsRoutes } from './http/metrics';
import {
  registerRequestContext,
  requestIdMixin,
  requestIdOf,
  serializeRequest,
} from './http/request-log';

// Validation messages reach users: say them in Traditional Chinese.
z.config(z.locales.zhTW());

export type AppOptions = {
  config: Config;
  database: Database;
  /** Replaces the configured SMS/WhatsApp gateway (tests point it at loopback fakes). */
  smsSender?: SmsSender;
  /** Places visitors by IP address (the bundled offline database unless given). */
  geoLocator?: GeoLocator;
  /** Replaces the configured rate-limit store. */
  rateLimitStore?: RateLimitStore;
  /** The booking engine's notion of now (tests fix it). */
  clock?: () => Date;
  /**
   * LINE Pay for tests: the gateway every channel uses (a real client pointed at a loopback
   * fake) and that fake's state, which learns channels as they are saved.
   */
  linePay?: { gateway: LinePayGateway; fake: FakeLinePayState | null };
  /** Turned to draining by the server on SIGTERM: /readyz fails from then on. */
  readiness?: Readiness;
  /** Replaces the chat's fan-out (tests give each run its own Redis channel). */
  chatBus?: ChatBus;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Work started by requests and finished after their response (message delivery). */
    backgroundTasks: BackgroundTasks;
    /** Outside production (LINE_API_URL unset): the fake LINE platform the app talks to. */
    lineFake: FakeLinePlatform | null;
    /** The per-item work queue (decision 029); tests work its items with `workDue`. */
    workQueue: WorkQueue;
    /** Outside production (CARD_GATEWAY=fake): the fake TapPay seller billing charges. */
    cardGatewayFake: FakeTapPay | null;
    /** Outside production (GOOGLE_MAPS_BOOKING_API_URL unset): the fake Maps Booking API. */
    mapsBookingFake: FakeMapsBooking | null;
  }
}

/**
 * Builds the whole HTTP application (API + web) without listening, so tests inject requests
 * into exactly what the server runs. Order: infrastructure plugins, then app hooks, then routes.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const geoLocator = options.geoLocator ?? new OfflineGeoLocator();
  const hsts = config.env === 'production';
  const tapPay = config.cardGateway.kind === 'tappay';
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Request lines carry a masked URL and no headers (tokens, cookies, signatures).
            serializers: { req: serializeRequest },
            mixin: requestIdMixin,
          },
    // The id of each request: a proxy's X-Request-Id when plain, else a new UUID (returned).
    requestIdHeader: false,
    genReqId: (req) => requestIdOf(req.headers['x-request-id']),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    // Refusals before routing (bad percent-encoding, over-long parameter) skip every hook and
    // the error handler: answer them in our shape here, without repeating the URL.
    frameworkErrors: (err, req, reply) => {
      const refusal = refusalOf(err);
      if (!refusal) req.log.error({ err }, 'unhandled error before routing');
      const { status, body } = refusal ?? { status: 500, body: INTERNAL_ERROR_BODY };
      return (reply as FastifyReply)
        .headers(securityHeaderSet({ hsts, tapPay }))
        .code(status)
        .send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();

  // The fake gateway's outbox backs /v1/dev/outbox; real gateways replace it per channel.
  const outbox = new RecordingSmsSender();
  const limits =
    options.rateLimitStore ??
    (config.redisUrl ? new RedisRateLimitStore(config.redisUrl) : new MemoryRateLimitStore());
  const identity: IdentityContext = {
    db: database.db,
    secret: config.auth.secret,
    tokenTtlDays: config.auth.tokenTtlDays,
    limits,
    sms: options.smsSender ?? createSmsSender({ ...config.sms, recorder: outbox }),
    dialNumbers: config.callIn.dialNumbers,
    onPhoneVerified: (userId, phoneNumber) => claimPhoneCustomers(database.db, userId, phoneNumber),
  };
  if (!options.rateLimitStore) app.addHook('onClose', () => limits.close());
  const booking: BookingContext = {
    db: database.db,
    // Outside production a loopback request may run at another instant (http/dev-clock.ts).
    clock: options.clock ?? (config.devEndpoints ? devAwareClock : () => new Date()),
    sms: identity.sms,
    publicBaseUrl: config.publicBaseUrl,
    log: app.log,
    tasks: new BackgroundTasks(),
    schedules: new ScheduleCache(),
  };
  app.decorate('backgroundTasks', booking.tasks);
  const secrets = new SecretBox(config.payments.secretKey);
  // LINE: sellers' channels and the platform's own (line-wiring.ts).
  const {
    notifier: lineNotifier,
    line,
    platformLine,
  } = await wireLine(app, {
    config,
    db: database.db,
    clock: booking.clock,
    secrets,
    tasks: booking.tasks,
  });
  booking.line = lineNotifier;
  identity.line = {
    userIdOf: (sellerId, idToken) => lineSignInUserId(line, sellerId, idToken),
    verify: (sellerId, idToken) => verifyLineUser(line, sellerId, { idToken }),
  };
  const linePay = options.linePay
    ? { gateway: () => options.linePay!.gateway, fake: options.linePay.fake }
    : linePayFromConfig(config);
  const payments: PaymentsContext = {
    db: database.db,
    clock: booking.clock,
    log: app.log,
    publicBaseUrl: config.publicBaseUrl,
    secrets,
    linePay: linePay.gateway,
    fakeLinePay: linePay.fake,
  };
  const checkout: CheckoutContext = { ...booking, ...payments };
  const cards = await cardGatewayFromConfig(config);
  if (cards.fake) app.addHook('onClose', () => cards.fake!.close());
  app.decorate('cardGatewayFake', cards.fake);
  // Reserve with Google: Maps Booking API (else a loopback fake) and feed uploads.
  const googleReserve = await wireGoogleReserve(app, config, booking);
  const billing: BillingContext = {
    db: database.db,
    clock: booking.clock,
    log: app.log,
    publicBaseUrl: config.publicBaseUrl,
    secrets,
    gateway: cards.gateway,
    setup: cards.setup,
    notifyOwner: (to, text) =>
      booking.tasks.run(() =>
        identity.sms.send({ to, text, channel: to.startsWith('+886') ? 'sms' : 'whatsapp' }),
      ),
    line: lineNotifier,
  };
  // Let messages already on their way go out before the process stops.
  app.addHook('onClose', () => booking.tasks.idle());
  const storage = createFileStorage(config);
  const push: PushContext = {
    db: database.db,
    clock: booking.clock,
    log: app.log,
    sms: identity.sms,
    line: lineNotifier,
    publicBaseUrl: config.publicBaseUrl,
    rates: config.pushRates,
    batchSeconds: PUSH_BATCH_SECONDS,
  };
  const readiness = options.readiness ?? new Readiness();
  const { chat, hub: chatHub } = wireChat(app, {
    config,
    db: database.db,
    clock: booking.clock,
    limits,
    line: lineNotifier,
    readiness,
    bus: options.chatBus,
  });
  const shopReview: ShopReviewContext = {
    db: database.db,
    sms: identity.sms,
    log: app.log,
    publicBaseUrl: config.publicBaseUrl,
    platformLine,
  };
  // Background work: the per-item queue and the periodic jobs (background-wiring.ts).
  const work = wireBackgroundWork(app, {
    database,
    jobsIntervalSeconds: config.jobsIntervalSeconds,
    clock: booking.clock,
    kinds: [
      ...chatWorkKinds(chat),
      ...shopReviewWorkKinds(shopReview),
      ...googleReserve.kinds,
      ...orderMessageWorkKinds(booking),
      ...checkoutWorkKinds(checkout),
      ...billingWorkKinds(billing),
      ...pushWorkKinds(push),
    ],
    jobs: (intervalMs) => [
      ...bookingJobs(booking, intervalMs),
      ...voucherJobs(database.db, booking.clock, intervalMs),
      ...checkoutJobs(checkout, intervalMs),
      ...uploadJobs({ db: database.db, storage }, booking.clock, intervalMs),
      ...billingJobs(billing, intervalMs),
      ...chatJobs(chat, intervalMs),
      ...googleReserve.jobs(intervalMs),
    ],
  });
  chat.work = work;
  shopReview.work = work;
  googleReserve.useWorkQueue(work);
  // Order messages, refunds and renewals queue their items (checkout is a copy of booking).
  booking.work = checkout.work = billing.work = work;
  push.work = work;
  app.decorate('workQueue', work);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // First hook of all, so every answer carries the headers, whoever sends it.
  await app.register(securityHeaders, { hsts, tapPay });
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  registerRequestContext(app);
  await app.register(healthRoutes, {
    database,
    readiness,
    ...(options.rateLimitStore || !config.redisUrl ? {} : { redis: limits }),
  });
  await app.register(metricsRoutes, {
    database,
    token: config.metricsToken,
    chatSockets: () => chatHub.socketCounts(),
    work,
  });
  // Development and tests only: a loopback request may carry the instant it runs at.
  if (config.devEndpoints && !options.clock) registerDevClock(app);

  // The telephony webhook exists only when the app can tell the real service by its secret.
  const phoneCallSecret = config.callIn.webhookSecret;
  await app.register(accessControl, {
    db: database.db,
    secret: config.auth.secret,
    webhooks: {
      line: lineWebhookVerifier(line),
      ...(phoneCallSecret ? { 'phone-calls': phoneCallWebhookVerifier(phoneCallSecret) } : {}),
      ...googleReserve.webhooks,
    },
  });
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  const publicCaches = cacheResets();
  await app.register(publicCache, { ttlSeconds: config.publicCacheSeconds, resets: publicCaches });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
  // The chat socket (decision 024): no per-message deflate (its zlib state costs ~300 KB a
  // socket); clients send only small control frames.
  await app.register(fastifyWebsocket, { options: { perMessageDeflate: false, maxPayload: 4096 } });
  await registerOpenApi(app, config.publicBaseUrl);

  await app.register(
    async (v1) => {
      v1.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      v1.get(
        '/health',
        {
          config: { access: 'public' },
          schema: {
            operationId: 'system.health',
            tags: ['system'],
            summary: 'Liveness and database reachability',
            security: [],
            response: {
              200: z.object({ data: z.object({ status: z.literal('ok'), database: z.string() }) }),
            },
          },
        },
        async () => {
          await database.db.execute('select 1');
          return { data: { status: 'ok' as const, database: database.kind } };
        },
      );
      await v1.register(catalogueRoutes, { db: database.db, geo: geoLocator });
      await v1.register(identityRoutes, {
        ctx: identity,
        storage,
        phoneCallWebhook: phoneCallSecret !== undefined,
      });
      await v1.register(availabilityRoutes, { ctx: booking });
      await v1.register(bookingRoutes, { ctx: booking });
      await v1.register(customerRoutes, { db: database.db });
      await v1.register(voucherRoutes, { db: database.db });
      await v1.register(storedValueRoutes, { db: database.db });
      await v1.register(couponRoutes, { db: database.db });
      await v1.register(productRoutes, { db: database.db, storage });
      await v1.register(myItemRoutes, { db: database.db });
      await v1.register(consentRoutes, { db: database.db, clock: booking.clock });
      await v1.register(reviewsRoutes, { db: database.db });
      await v1.register(sellerRoutes, { ctx: booking, secret: config.auth.secret, storage });
      await v1.register(paymentSettingsRoutes, { ctx: payments });
      await v1.register(linePayApplicationRoutes, {
        ctx: payments,
        notifyOwner: (to, text) =>
          booking.tasks.run(() =>
            identity.sms.send({ to, text, channel: to.startsWith('+886') ? 'sms' : 'whatsapp' }),
          ),
      });
      await v1.register(checkoutRoutes, { ctx: checkout });
      await v1.register(billingRoutes, { ctx: billing });
      await v1.register(lineRoutes, { ctx: line });
      await v1.register(adminRoutes, { db: database.db, storage, publicCaches, work });
      await v1.register(pushRoutes, { ctx: push, storage });
      await v1.register(chatRoutes, { ctx: chat, hub: chatHub });
      await googleReserve.registerApiRoutes(v1, { devEndpoints: config.devEndpoints });
      await v1.register(adminShopRoutes, { ctx: shopReview });
      if (config.devEndpoints) {
        await v1.register(pushDevRoutes, { work });
        await v1.register(devRoutes, { ctx: identity, outbox });
        await v1.register(lineDevRoutes, { ctx: line });
      }
    },
    { prefix: '/v1' },
  );

  // Reserve with Google's booking server (decision 026), when the integration is enabled.
  await googleReserve.registerBookingServer(app, limits);

  // Outside production, LINE Pay is the fake, in this process, with its own payment page.
  if (config.payments.fakeLinePay && linePay.fake && !options.linePay) {
    await app.register(fakeLinePay, {
      prefix: FAKE_LINE_PAY_PREFIX,
      state: linePay.fake,
      publicUrl: () => `${config.publicBaseUrl}${FAKE_LINE_PAY_PREFIX}`,
      access: 'loopback',
    });
  }

  // Outside production, the fake card gateway's card fields and 3-D Secure page, on our origin.
  if (cards.fake) {
    await app.register(fakeCardPages, { prefix: FAKE_CARD_PAGES_PREFIX, fake: cards.fake });
  }

  // Files the app serves itself: demo images and uploads, pictures also at smaller widths.
  await registerFileFolders(app, config, storage);
  // The demo LINE area under the built app: outside production, with the fake LINE platform.
  const liffDemo = config.devEndpoints && app.lineFake !== null;
  if (liffDemo) registerLiffDemo(app, { repoRoot: REPO_ROOT });
  await registerSpa(app, {
    db: database.db,
    geo: geoLocator,
    webDistDir: config.webDistDir,
    publicBaseUrl: config.publicBaseUrl,
    liffDemo,
    cacheSeconds: config.publicCacheSeconds,
    resets: publicCaches,
  });

  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    const isApi =
      pathname === '/v1' ||
      pathname.startsWith('/v1/') ||
      pathname.startsWith(`${GOOGLE_RESERVE_PREFIX}/`);
    const isFile = /\.[a-z0-9]{1,8}$/i.test(pathname);
    if (isApi || isFile || (req.method !== 'GET' && req.method !== 'HEAD')) {
      // The path is the client's text: not repeated (it may hold anything, even escapes).
      const { statusCode, code, message } = routeNotFound();
      return reply.code(statusCode).send({ error: { code, message } });
    }
    return app.sendSpa(req, reply);
  });

  return app;
}
