import { z } from 'zod';

/**
 * The platform's own LINE Messaging API channel (PLATFORM_LINE_*): its variables, their checks
 * and the settings they make. Sellers' channels reach their customers; this one reaches shop
 * owners for the platform (shop review notices, decision 022). Unset: owners are told by SMS.
 *
 * A LINE user id is the same for every channel of one LINE provider and differs between
 * providers, so the platform channel can push only to ids learnt through a LINE Login channel of
 * its own provider: PLATFORM_LINE_LOGIN_CHANNEL_IDS names those channels (the Login channels of
 * sellers' LINE settings that the platform created under its provider).
 */
export const PLATFORM_LINE_ENV = {
  PLATFORM_LINE_CHANNEL_ACCESS_TOKEN: z
    .string()
    .regex(/^\S{20,}$/, 'must be the channel access token (no spaces)')
    .optional(),
  PLATFORM_LINE_LOGIN_CHANNEL_IDS: z
    .string()
    .regex(
      /^\d{10}(,\d{10})*$/,
      'comma-separated LINE Login channel ids (10 digits each), e.g. 1657000001,1657000002',
    )
    .optional(),
};

type PlatformLineEnv = z.infer<z.ZodObject<typeof PLATFORM_LINE_ENV>>;

/** Refuses half a platform channel: the token without the ids it may push to, or the reverse. */
export function checkPlatformLineEnv(env: PlatformLineEnv, ctx: z.RefinementCtx): void {
  if (!env.PLATFORM_LINE_CHANNEL_ACCESS_TOKEN !== !env.PLATFORM_LINE_LOGIN_CHANNEL_IDS) {
    ctx.addIssue({
      code: 'custom',
      path: [
        env.PLATFORM_LINE_CHANNEL_ACCESS_TOKEN
          ? 'PLATFORM_LINE_LOGIN_CHANNEL_IDS'
          : 'PLATFORM_LINE_CHANNEL_ACCESS_TOKEN',
      ],
      message:
        'PLATFORM_LINE_CHANNEL_ACCESS_TOKEN and PLATFORM_LINE_LOGIN_CHANNEL_IDS go together (neither: owners are told by SMS)',
    });
  }
}

/** The platform's LINE Messaging channel. */
export type PlatformLineSettings = {
  /** The Messaging API channel's (long-lived) access token. */
  channelAccessToken: string;
  /** LINE Login channels of the same provider: the LINE user ids linked through them reach it. */
  loginChannelIds: string[];
};

/** The platform channel's settings, or undefined when it is not configured. */
export function platformLineSettingsOf(e: PlatformLineEnv): PlatformLineSettings | undefined {
  return e.PLATFORM_LINE_CHANNEL_ACCESS_TOKEN && e.PLATFORM_LINE_LOGIN_CHANNEL_IDS
    ? {
        channelAccessToken: e.PLATFORM_LINE_CHANNEL_ACCESS_TOKEN,
        loginChannelIds: e.PLATFORM_LINE_LOGIN_CHANNEL_IDS.split(','),
      }
    : undefined;
}
