import type {} from '@fastify/multipart';
import {
  ZCipStartRequest,
  ZCipStartResponse,
  ZCipStatusRequest,
  ZCipStatusResponse,
  ZFavoriteIdsResponse,
  ZFavoriteRequest,
  ZFavoriteResponse,
  ZListFavoritesQuery,
  ZListFavoritesResponse,
  ZMeResponse,
  ZProvidersQuery,
  ZProvidersResponse,
  ZRegistrationCheckRequest,
  ZRegistrationCheckResponse,
  ZSmsSendRequest,
  ZSmsSendResponse,
  ZTokenRequest,
  ZTokenResponse,
  ZUpdateMeRequest,
} from '@haoyue/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, invalid } from '../../lib/errors';
import { makeXsrfToken, safeEqual } from '../../lib/tokens';
import type { FileStorage } from '../../platform/storage/file-storage';
import { checkRegistration, revokeToken, signIn } from './auth.service';
import type { IdentityContext } from './context';
import { AUTH_COOKIE, createRequireUser, XSRF_COOKIE } from './guard';
import {
  getMe,
  listFavorites,
  listFavoriteShopIds,
  setFavorite,
  setPhotoUrl,
  updateMe,
} from './me.service';
import { validatePhoneNumber } from './phone';
import { PHOTO_MAX_BYTES, processProfilePhoto } from './photo';
import { randomId } from '../../lib/tokens';
import {
  callInStatus,
  providersFor,
  recordInboundCall,
  sendVerificationCode,
  startCallIn,
} from './verification.service';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404, 429);
const tags = ['identity'];

/** Cookies are Secure and SameSite=None (the app also runs inside LINE's in-app browser). */
function setSessionCookies(
  reply: FastifyReply,
  token: string,
  xsrf: string,
  maxAgeSeconds: number,
) {
  const base = { path: '/', secure: true, sameSite: 'none' as const, maxAge: maxAgeSeconds };
  reply.setCookie(AUTH_COOKIE, token, { ...base, httpOnly: true });
  reply.setCookie(XSRF_COOKIE, xsrf, { ...base, httpOnly: false });
}

/** Phone sign-in, verification, profile and favourites. Who may call: see each route's guard. */
export const identityRoutes: FastifyPluginAsyncZod<{
  ctx: IdentityContext;
  storage: FileStorage;
  callInWebhookSecret: string | undefined;
}> = async (app, { ctx, storage, callInWebhookSecret }) => {
  const requireUser = createRequireUser(ctx);
  const cookieMaxAge = 365 * 24 * 3600; // the spec's credential cookie lifetime

  // Anyone (rate-limited): the only call that reveals whether a number is registered.
  app.post(
    '/auth/registration::check',
    {
      schema: {
        tags,
        summary: 'Is this phone number registered?',
        body: ZRegistrationCheckRequest,
        response: { 200: ZRegistrationCheckResponse, ...errors },
      },
    },
    async (req) => ({
      data: await checkRegistration(ctx, { phoneNumber: req.body.phoneNumber, ip: req.ip }),
    }),
  );

  app.get(
    '/auth/providers',
    {
      schema: {
        tags,
        summary: 'Verification channels for a country',
        querystring: ZProvidersQuery,
        response: { 200: ZProvidersResponse, ...errors },
      },
    },
    async (req) => ({ data: providersFor(req.query.countryCode) }),
  );

  app.post(
    '/auth/sms-verification::send',
    {
      schema: {
        tags,
        summary: 'Text a six-digit code (WhatsApp outside Taiwan)',
        body: ZSmsSendRequest,
        response: { 200: ZSmsSendResponse, ...errors },
      },
    },
    async (req) => {
      const phone = validatePhoneNumber(req.body.phoneNumber);
      return { data: await sendVerificationCode(ctx, { phone, ip: req.ip }) };
    },
  );

  app.post(
    '/auth/cip-verifications::start',
    {
      schema: {
        tags,
        summary: 'Start phone-call verification: the number to call',
        body: ZCipStartRequest,
        response: { 200: ZCipStartResponse, ...errors },
      },
    },
    async (req) => ({ data: await startCallIn(ctx, validatePhoneNumber(req.body.phoneNumber)) }),
  );

  app.post(
    '/auth/cip-verifications::status',
    {
      schema: {
        tags,
        summary: 'Has the call arrived?',
        body: ZCipStatusRequest,
        response: { 200: ZCipStatusResponse, ...errors },
      },
    },
    async (req) => ({ data: await callInStatus(ctx, validatePhoneNumber(req.body.phoneNumber)) }),
  );

  app.post(
    '/auth/tokens',
    {
      schema: {
        tags,
        summary: 'Sign in (basic, sms or cip); sets the Authorization and XSRF-TOKEN cookies',
        body: ZTokenRequest,
        response: { 200: ZTokenResponse, ...errors },
      },
    },
    async (req, reply) => {
      const session = await signIn(ctx, req.body, req.ip);
      setSessionCookies(reply, session.token, makeXsrfToken(ctx.secret, session.jti), cookieMaxAge);
      return {
        data: {
          token: session.token,
          expiresAt: session.expiresAt.toISOString(),
          user: session.user,
        },
      };
    },
  );

  // Signed-in user: signs out this token everywhere.
  app.delete(
    '/auth/tokens/current',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Sign out (revokes the token)',
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await revokeToken(ctx, req.user!.jti);
      reply.clearCookie(AUTH_COOKIE, { path: '/', secure: true, sameSite: 'none' });
      reply.clearCookie(XSRF_COOKIE, { path: '/', secure: true, sameSite: 'none' });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'The signed-in user', response: { 200: ZMeResponse, ...errors } },
    },
    async (req) => ({ data: await getMe(ctx.db, req.user!.id) }),
  );

  app.patch(
    '/me',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Update profile or password (blank strings clear)',
        body: ZUpdateMeRequest,
        response: { 200: ZMeResponse, ...errors },
      },
    },
    async (req) => {
      const { passwordConfirmation: _confirmation, ...changes } = req.body;
      return { data: await updateMe(ctx.db, req.user!.id, changes) };
    },
  );

  app.post(
    '/me/photo',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Upload a profile photo (multipart field `file`, JPG/PNG/WebP ≤ 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: ZMeResponse, ...errors },
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw invalid('file', '請以 multipart/form-data 上傳圖片');
      const file = await req.file({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
      if (!file) throw invalid('file', '請選擇圖片');
      const body = await file.toBuffer().catch(() => {
        throw new AppError(413, 'E_FILE_TOO_LARGE', '圖片不可超過 5 MB');
      });
      const webp = await processProfilePhoto(body, file.mimetype);
      const url = await storage.put(
        `users/${req.user!.id}/photo-${randomId(9)}.webp`,
        webp,
        'image/webp',
      );
      return { data: await setPhotoUrl(ctx.db, req.user!.id, url) };
    },
  );

  for (const [verb, isFavorite] of [
    ['add', true],
    ['remove', false],
  ] as const) {
    app.post(
      `/me/favorites::${verb}`,
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary: isFavorite ? 'Favourite a shop' : 'Unfavourite a shop',
          body: ZFavoriteRequest,
          response: { 200: ZFavoriteResponse, ...errors },
        },
      },
      async (req) => ({
        data: await setFavorite(ctx.db, {
          userId: req.user!.id,
          shopId: req.body.shopId,
          isFavorite,
        }),
      }),
    );
  }

  app.get(
    '/me/favorites',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Favourite shops, newest first',
        querystring: ZListFavoritesQuery,
        response: { 200: ZListFavoritesResponse, ...errors },
      },
    },
    async (req) => listFavorites(ctx.db, { userId: req.user!.id, ...req.query }),
  );

  app.get(
    '/me/favorite-shop-ids',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Ids of favourite shops',
        response: { 200: ZFavoriteIdsResponse, ...errors },
      },
    },
    async (req) => ({ data: await listFavoriteShopIds(ctx.db, req.user!.id) }),
  );

  // The telephony service reports inbound calls here (mounted only when it has a secret).
  if (callInWebhookSecret) {
    app.post(
      '/webhooks/phone-calls',
      {
        schema: {
          tags: ['webhooks'],
          summary: 'Inbound call (caller id) from the telephony service; header X-Webhook-Secret',
          body: z.object({ from: z.string().max(32), to: z.string().max(32) }),
          response: { 200: z.object({ data: z.object({ matched: z.boolean() }) }), ...errors },
        },
      },
      async (req) => {
        const given = req.headers['x-webhook-secret'];
        if (typeof given !== 'string' || !safeEqual(given, callInWebhookSecret)) {
          throw new AppError(401, 'E_UNAUTHORIZED_ACCESS', 'invalid webhook secret');
        }
        const from = validatePhoneNumber(req.body.from, 'from');
        return { data: { matched: await recordInboundCall(ctx, { from, to: req.body.to }) } };
      },
    );
  }
};
