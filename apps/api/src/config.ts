import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { booleanFlag } from './config-values';
import {
  checkPlatformLineEnv,
  PLATFORM_LINE_ENV,
  type PlatformLineSettings,
  platformLineSettingsOf,
} from './config-platform-line';
import { checkS3Env, S3_ENV, type S3Settings, s3SettingsOf } from './config-s3';
import { DEV_PAYMENT_SECRET_KEY } from './lib/secret-box';
import { MAPS_BOOKING_API_URL } from './platform/google-maps-booking/maps-booking';

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_BASE_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    PGLITE_DATA_DIR: z.string().min(1).default('./data/pglite'),
    SEED_DEMO_DATA: booleanFlag.optional(),
    WEB_DIST_DIR: z.string().min(1).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: booleanFlag.default(false),
    PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    AUTH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(365),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    SMS_PROVIDER: z.enum(['fake', 'mitake']).default('fake'),
    MITAKE_BASE_URL: z.url().optional(),
    MITAKE_USERNAME: z.string().optional(),
    MITAKE_PASSWORD: z.string().optional(),
    WHATSAPP_PROVIDER: z.enum(['fake', 'twilio']).default('fake'),
    TWILIO_BASE_URL: z.url().optional(),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_WHATSAPP_FROM: z
      .string()
      .regex(/^\+\d{6,15}$/, 'must be E.164, e.g. +14155238886')
      .optional(),
    CALL_IN_DIAL_NUMBERS: z
      .string()
      .regex(/^0\d{8,9}(,0\d{8,9})*$/, 'comma-separated Taiwan numbers, e.g. 0277001234')
      .default('0277001234,0277001235,0277001236'),
    CALL_IN_WEBHOOK_SECRET: z.string().min(24, 'must be at least 24 characters').optional(),
    UPLOADS_DIR: z.string().min(1).default('./data/uploads'),
    IMAGE_CACHE_DIR: z.string().min(1).default('./data/image-cache'),
    ...S3_ENV,
    JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).optional(),
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(25),
    METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
    PUSH_LINE_PER_SECOND: z.coerce.number().min(0.01).max(10_000).default(20),
    PUSH_SMS_PER_SECOND: z.coerce.number().min(0.01).max(10_000).default(2),
    CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).optional(),
    CHAT_REDIS_CHANNEL: z.string().min(1).max(200).default('haoyue:chat'),
    PAYMENT_SECRET_KEY: z
      .string()
      .refine(
        (v) => /^[A-Za-z0-9+/]{43}=$/.test(v) && Buffer.from(v, 'base64').length === 32,
        'must be 32 random bytes in base64 (openssl rand -base64 32)',
      )
      .optional(),
    LINE_PAY_API_URL: z.url().optional(),
    LINE_API_URL: z.url().optional(),
    ...PLATFORM_LINE_ENV,
    CARD_GATEWAY: z.enum(['fake', 'tappay']).optional(),
    CARD_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(30_000),
    TAPPAY_PARTNER_KEY: z.string().min(1).optional(),
    TAPPAY_MERCHANT_ID: z.string().min(1).optional(),
    TAPPAY_APP_ID: z.coerce.number().int().min(1).optional(),
    TAPPAY_APP_KEY: z.string().min(1).optional(),
    TAPPAY_SERVER_TYPE: z.enum(['sandbox', 'production']).optional(),
    GOOGLE_RESERVE_ENABLED: booleanFlag.optional(),
    GOOGLE_BOOKING_SERVER_CREDENTIALS: z
      .string()
      .regex(
        /^[^:,\s]+:[^,\s]+(,[^:,\s]+:[^,\s]+)*$/,
        'comma-separated user:password pairs, e.g. rwg-partner:secret1,rwg-partner:secret2',
      )
      .optional(),
    GOOGLE_PARTNER_ID: z
      .string()
      .regex(/^[\w-]+$/)
      .optional(),
    GOOGLE_MAPS_BOOKING_API_URL: z.url().optional(),
    GOOGLE_SERVICE_ACCOUNT_KEY_FILE: z.string().min(1).optional(),
    GOOGLE_FEEDS_UPLOADER: z.enum(['local', 'sftp']).optional(),
    GOOGLE_FEEDS_DIR: z.string().min(1).default('./data/google-feeds'),
    GOOGLE_FEEDS_SFTP_HOST: z.string().min(1).optional(),
    GOOGLE_FEEDS_SFTP_PORT: z.coerce.number().int().min(1).max(65535).default(19321),
    GOOGLE_FEEDS_SFTP_USER: z.string().min(1).optional(),
    GOOGLE_FEEDS_SFTP_PRIVATE_KEY_PATH: z.string().min(1).optional(),
    GOOGLE_FEEDS_SFTP_DIR: z.string().min(1).default('.'),
    GOOGLE_FEEDS_SFTP_HOST_KEY_SHA256: z.string().min(1).optional(),
    ADMIN_PHONE_NUMBERS: z
      .string()
      .regex(
        /^\+\d{6,15}(,\+\d{6,15})*$/,
        'comma-separated E.164 numbers without spaces, e.g. +886912000099',
      )
      .optional(),
  })
  .superRefine((env, ctx) => {
    const need = (name: keyof typeof env, when: string) => {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `required ${when}` });
    };
    if (env.NODE_ENV === 'production') {
      need('AUTH_SECRET', 'in production');
      need('PAYMENT_SECRET_KEY', 'in production');
    }
    const tappay = env.NODE_ENV === 'production' || env.CARD_GATEWAY === 'tappay';
    if (env.NODE_ENV === 'production' && env.CARD_GATEWAY === 'fake') {
      ctx.addIssue({
        code: 'custom',
        path: ['CARD_GATEWAY'],
        message: 'the fake card gateway never runs in production',
      });
    }
    if (tappay) {
      const when = env.NODE_ENV === 'production' ? 'in production' : 'with CARD_GATEWAY=tappay';
      need('TAPPAY_PARTNER_KEY', when);
      need('TAPPAY_MERCHANT_ID', when);
      need('TAPPAY_APP_ID', when);
      need('TAPPAY_APP_KEY', when);
      need('TAPPAY_SERVER_TYPE', when);
    }
    if (env.SMS_PROVIDER === 'mitake') {
      need('MITAKE_USERNAME', 'with SMS_PROVIDER=mitake');
      need('MITAKE_PASSWORD', 'with SMS_PROVIDER=mitake');
    }
    if (env.WHATSAPP_PROVIDER === 'twilio') {
      need('TWILIO_ACCOUNT_SID', 'with WHATSAPP_PROVIDER=twilio');
      need('TWILIO_AUTH_TOKEN', 'with WHATSAPP_PROVIDER=twilio');
      need('TWILIO_WHATSAPP_FROM', 'with WHATSAPP_PROVIDER=twilio');
    }
    // Reserve with Google: production serves it only when enabled, and then never with the
    // development credentials nor without any.
    if (env.NODE_ENV === 'production' && env.GOOGLE_RESERVE_ENABLED === true) {
      const pairs = env.GOOGLE_BOOKING_SERVER_CREDENTIALS?.split(',') ?? [];
      if (pairs.length === 0 || pairs.includes(DEV_GOOGLE_BOOKING_SERVER_CREDENTIALS)) {
        ctx.addIssue({
          code: 'custom',
          path: ['GOOGLE_BOOKING_SERVER_CREDENTIALS'],
          message: 'required in production with GOOGLE_RESERVE_ENABLED, never the development pair',
        });
      }
      // Real-time updates go to Google as the partner, signed by its service account.
      need('GOOGLE_PARTNER_ID', 'in production with GOOGLE_RESERVE_ENABLED');
      if (!env.GOOGLE_MAPS_BOOKING_API_URL) {
        need('GOOGLE_SERVICE_ACCOUNT_KEY_FILE', 'in production with GOOGLE_RESERVE_ENABLED');
      }
    }
    // Its feeds go to Google's SFTP dropbox in production (a local folder only elsewhere).
    const feedsUploader =
      env.GOOGLE_FEEDS_UPLOADER ?? (env.NODE_ENV === 'production' ? 'sftp' : 'local');
    if (env.NODE_ENV === 'production' && env.GOOGLE_FEEDS_UPLOADER === 'local') {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_FEEDS_UPLOADER'],
        message: 'production uploads the Reserve with Google feeds over SFTP',
      });
    }
    if (
      feedsUploader === 'sftp' &&
      (env.NODE_ENV !== 'production' || env.GOOGLE_RESERVE_ENABLED === true)
    ) {
      const when =
        env.NODE_ENV === 'production'
          ? 'in production with GOOGLE_RESERVE_ENABLED'
          : 'with GOOGLE_FEEDS_UPLOADER=sftp';
      need('GOOGLE_FEEDS_SFTP_HOST', when);
      need('GOOGLE_FEEDS_SFTP_USER', when);
      need('GOOGLE_FEEDS_SFTP_PRIVATE_KEY_PATH', when);
    }
    checkS3Env(env, ctx);
    checkPlatformLineEnv(env, ctx);
    if (env.NODE_ENV === 'production' && env.SEED_DEMO_DATA === true) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO_DATA'],
        message: 'demo data is never seeded in production',
      });
    }
  });

export type Config = {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  publicBaseUrl: string;
  database: { url: string | undefined; poolSize: number; pgliteDataDir: string };
  seedDemoData: boolean;
  webDistDir: string;
  logLevel: string;
  trustProxy: boolean;
  /** Seconds public catalogue answers may be reused (by this process and by browsers). */
  publicCacheSeconds: number;
  auth: { secret: Uint8Array; tokenTtlDays: number };
  redisUrl: string | undefined;
  sms: {
    sms:
      | { provider: 'fake' }
      | { provider: 'mitake'; baseUrl?: string; username: string; password: string };
    whatsapp:
      | { provider: 'fake' }
      | {
          provider: 'twilio';
          baseUrl?: string;
          accountSid: string;
          authToken: string;
          from: string;
        };
  };
  callIn: { dialNumbers: string[]; webhookSecret: string | undefined };
  /**
   * Reserve with Google's booking server (/rwg/v3/*, decision 026): served when enabled (off by
   * default in production, on elsewhere); Google signs in with one of the Basic auth pairs
   * (two at once while rotating).
   */
  googleReserve: { enabled: boolean; credentials: { user: string; password: string }[] };
  /**
   * Reserve with Google's real-time updates (the Maps Booking API): Google's API with the
   * service account's key in production; elsewhere, unless apiUrl is set, a loopback fake the
   * app starts (keyFile unset: the fake's own token).
   */
  googleUpdates: { partnerId: string; apiUrl: string | undefined; keyFile: string | undefined };
  /**
   * Where the Reserve with Google feeds go (decision 027): Google's SFTP dropbox (production),
   * or a folder on this machine (elsewhere, by default).
   */
  googleFeeds:
    | { uploader: 'local'; dir: string }
    | {
        uploader: 'sftp';
        sftp: {
          host: string;
          port: number;
          username: string;
          privateKeyPath: string;
          remoteDir: string;
          hostKeySha256: string | undefined;
        };
      };
  uploadsDir: string;
  /** Where the smaller copies of pictures made for `?w=` are kept (a cache: safe to delete). */
  imageCacheDir: string;
  /**
   * Uploads in an S3-compatible bucket instead of `uploadsDir` (S3_BUCKET set). Credentials unset:
   * the SDK's default chain (environment, profile, instance role).
   */
  s3: S3Settings | undefined;
  /** How often background jobs (prepayment expiry, reminders) run; 0 = never in this process. */
  jobsIntervalSeconds: number;
  /**
   * On SIGTERM: seconds /readyz fails while the instance still serves (the load balancer's
   * time to notice), then the most seconds in-flight requests and jobs get before exit.
   */
  shutdown: { drainSeconds: number; timeoutSeconds: number };
  /** Bearer token for /metrics scrapers not on this machine (loopback needs none). */
  metricsToken: string | undefined;
  /** Admin push messages sent per second at most, per channel (a job tick sends rate × interval). */
  pushRates: { LINE: number; SMS: number };
  /** Support chat: the per-user message limit (load tests raise it) and the Redis fan-out channel. */
  chat: { messagesPerMinute: number | undefined; redisChannel: string };
  /** Development-only endpoints (/v1/dev/*): never in production. */
  devEndpoints: boolean;
  payments: {
    /** Seals sellers' payment credentials (AES-256-GCM). */
    secretKey: Uint8Array;
    /**
     * LINE Pay's API for every channel, when set (a test's fake); unset, production talks to
     * LINE Pay's sandbox or production host by the channel, and other environments to the
     * fake mounted in the app at /dev/line-pay.
     */
    linePayApiUrl: string | undefined;
    /** Mount the fake LINE Pay at /dev/line-pay (never in production). */
    fakeLinePay: boolean;
  };
  line: {
    /**
     * LINE's API host (LINE Login JWKS and verification, profile, Messaging API push). Unset:
     * https://api.line.me in production; elsewhere a fake LINE platform the app starts on
     * 127.0.0.1 at boot.
     */
    apiUrl: string | undefined;
    /** Start the fake LINE platform when apiUrl is unset (never in production). */
    fakePlatform: boolean;
  };
  /** The platform's own LINE Messaging channel (shop owners' notices); unset: SMS only. */
  platformLine: PlatformLineSettings | undefined;
  /**
   * Seller billing's card gateway: TapPay (required in production), or outside production the
   * loopback fake with its own card-fields page (platform/card-gateway/README.md).
   */
  cardGateway:
    | { kind: 'fake'; timeoutMs: number }
    | {
        kind: 'tappay';
        timeoutMs: number;
        partnerKey: string;
        merchantId: string;
        appId: number;
        appKey: string;
        serverType: 'sandbox' | 'production';
      };
  /** Phone numbers (E.164) made super admins at start unless they hold an admin role already. */
  adminPhoneNumbers: string[];
};

/** Google's Basic auth outside production when GOOGLE_BOOKING_SERVER_CREDENTIALS is unset. */
export const DEV_GOOGLE_BOOKING_SERVER_CREDENTIALS = 'rwg-partner:rwg-development-secret';

/** Signs development tokens when AUTH_SECRET is unset (production requires it). */
const DEV_AUTH_SECRET = 'haoyue-development-only-secret-never-use-in-production';

/** Repository root, found from this file whether it runs from src/ or the bundled dist/. */
export const REPO_ROOT = findRepoRoot(import.meta.dirname);

function findRepoRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'apps/api/package.json'))) return dir;
  }
  throw new Error(`cannot find the repository root above ${from}`);
}

/**
 * Parses and validates the environment once. Throws an error naming every bad variable,
 * so a misconfigured instance fails at boot instead of at the first request.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most deployment tools.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    database: {
      url: e.DATABASE_URL,
      poolSize: e.DATABASE_POOL_SIZE,
      pgliteDataDir: e.PGLITE_DATA_DIR,
    },
    seedDemoData: e.NODE_ENV !== 'production' && (e.SEED_DEMO_DATA ?? true),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist')),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    publicCacheSeconds: e.PUBLIC_CACHE_SECONDS,
    auth: {
      secret: new TextEncoder().encode(e.AUTH_SECRET ?? DEV_AUTH_SECRET),
      tokenTtlDays: e.AUTH_TOKEN_TTL_DAYS,
    },
    redisUrl: e.REDIS_URL,
    sms: {
      sms:
        e.SMS_PROVIDER === 'mitake'
          ? {
              provider: 'mitake',
              ...(e.MITAKE_BASE_URL ? { baseUrl: e.MITAKE_BASE_URL } : {}),
              username: e.MITAKE_USERNAME!,
              password: e.MITAKE_PASSWORD!,
            }
          : { provider: 'fake' },
      whatsapp:
        e.WHATSAPP_PROVIDER === 'twilio'
          ? {
              provider: 'twilio',
              ...(e.TWILIO_BASE_URL ? { baseUrl: e.TWILIO_BASE_URL } : {}),
              accountSid: e.TWILIO_ACCOUNT_SID!,
              authToken: e.TWILIO_AUTH_TOKEN!,
              from: e.TWILIO_WHATSAPP_FROM!,
            }
          : { provider: 'fake' },
    },
    callIn: {
      dialNumbers: e.CALL_IN_DIAL_NUMBERS.split(','),
      webhookSecret: e.CALL_IN_WEBHOOK_SECRET,
    },
    googleReserve: {
      enabled: e.GOOGLE_RESERVE_ENABLED ?? e.NODE_ENV !== 'production',
      credentials: (
        e.GOOGLE_BOOKING_SERVER_CREDENTIALS ??
        (e.NODE_ENV === 'production' ? '' : DEV_GOOGLE_BOOKING_SERVER_CREDENTIALS)
      )
        .split(',')
        .filter((pair) => pair.includes(':'))
        .map((pair) => {
          const at = pair.indexOf(':');
          return { user: pair.slice(0, at), password: pair.slice(at + 1) };
        }),
    },
    googleUpdates: {
      partnerId: e.GOOGLE_PARTNER_ID ?? 'haoyue-development',
      apiUrl:
        e.GOOGLE_MAPS_BOOKING_API_URL ??
        (e.NODE_ENV === 'production' ? MAPS_BOOKING_API_URL : undefined),
      keyFile: e.GOOGLE_SERVICE_ACCOUNT_KEY_FILE,
    },
    googleFeeds:
      (e.GOOGLE_FEEDS_UPLOADER ?? (e.NODE_ENV === 'production' ? 'sftp' : 'local')) === 'sftp'
        ? {
            uploader: 'sftp',
            sftp: {
              host: e.GOOGLE_FEEDS_SFTP_HOST ?? '',
              port: e.GOOGLE_FEEDS_SFTP_PORT,
              username: e.GOOGLE_FEEDS_SFTP_USER ?? '',
              privateKeyPath: path.resolve(e.GOOGLE_FEEDS_SFTP_PRIVATE_KEY_PATH ?? ''),
              remoteDir: e.GOOGLE_FEEDS_SFTP_DIR,
              hostKeySha256: e.GOOGLE_FEEDS_SFTP_HOST_KEY_SHA256,
            },
          }
        : { uploader: 'local', dir: path.resolve(e.GOOGLE_FEEDS_DIR) },
    uploadsDir: path.resolve(e.UPLOADS_DIR),
    imageCacheDir: path.resolve(e.IMAGE_CACHE_DIR),
    s3: s3SettingsOf(e),
    jobsIntervalSeconds: e.JOBS_INTERVAL_SECONDS,
    shutdown: {
      drainSeconds: e.SHUTDOWN_DRAIN_SECONDS ?? (e.NODE_ENV === 'production' ? 5 : 0),
      timeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    },
    metricsToken: e.METRICS_TOKEN,
    pushRates: { LINE: e.PUSH_LINE_PER_SECOND, SMS: e.PUSH_SMS_PER_SECOND },
    chat: { messagesPerMinute: e.CHAT_MESSAGES_PER_MINUTE, redisChannel: e.CHAT_REDIS_CHANNEL },
    devEndpoints: e.NODE_ENV !== 'production',
    payments: {
      secretKey: e.PAYMENT_SECRET_KEY
        ? Buffer.from(e.PAYMENT_SECRET_KEY, 'base64')
        : DEV_PAYMENT_SECRET_KEY,
      linePayApiUrl: e.LINE_PAY_API_URL?.replace(/\/$/, ''),
      fakeLinePay: e.NODE_ENV !== 'production',
    },
    line: {
      apiUrl: e.LINE_API_URL?.replace(/\/$/, ''),
      fakePlatform: e.NODE_ENV !== 'production',
    },
    platformLine: platformLineSettingsOf(e),
    cardGateway:
      e.NODE_ENV === 'production' || e.CARD_GATEWAY === 'tappay'
        ? {
            kind: 'tappay',
            timeoutMs: e.CARD_GATEWAY_TIMEOUT_MS,
            partnerKey: e.TAPPAY_PARTNER_KEY!,
            merchantId: e.TAPPAY_MERCHANT_ID!,
            appId: e.TAPPAY_APP_ID!,
            appKey: e.TAPPAY_APP_KEY!,
            serverType: e.TAPPAY_SERVER_TYPE!,
          }
        : { kind: 'fake', timeoutMs: e.CARD_GATEWAY_TIMEOUT_MS },
    adminPhoneNumbers: e.ADMIN_PHONE_NUMBERS?.split(',') ?? [],
  };
}
