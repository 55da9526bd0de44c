import { identityCalls as calls, type TAuthArea } from '@haoyue/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { AUTH_COOKIE, GOOGLE_AUTH_COOKIE, XSRF_COOKIE } from '../../http/cookies';
import { routesOn } from '../../http/call-routes';
import { route } from '../../http/route';
import { makeXsrfToken } from '../../lib/tokens';
import { checkRegistration, revokeToken, signIn } from './auth.service';
import type { IdentityContext } from './context';
import { validatePhoneNumber } from './phone';
import {
  callInStatus,
  providersFor,
  sendVerificationCode,
  startCallIn,
} from './verification.service';

/** The spec's credential cookie lifetime. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;
/** Secure and SameSite=None: the app also runs inside LINE's in-app browser. */
const COOKIE_BASE = { path: '/', secure: true, sameSite: 'none' as const };

/**
 * The session cookie of an area: the Reserve with Google user area keeps its own, so signing in
 * there does not sign the visitor in on the main site, nor the other way round.
 */
const sessionCookieOf = (area: TAuthArea | undefined) =>
  area === 'google-reserve' ? GOOGLE_AUTH_COOKIE : AUTH_COOKIE;

function setSessionCookies(
  reply: FastifyReply,
  session: { token: string; area: TAuthArea | undefined },
  xsrf: string,
) {
  const base = { ...COOKIE_BASE, maxAge: COOKIE_MAX_AGE_SECONDS };
  reply.setCookie(sessionCookieOf(session.area), session.token, { ...base, httpOnly: true });
  reply.setCookie(XSRF_COOKIE, xsrf, { ...base, httpOnly: false });
}

/**
 * Phone sign-in: registration check, verification by code or phone call, tokens. Anyone may
 * call them (the services rate-limit each); signing out needs the token it revokes.
 */
export const signInRoutes: FastifyPluginAsync<{ ctx: IdentityContext }> = async (app, { ctx }) => {
  const PUBLIC = { access: 'public' } as const;

  const routes = routesOn(app);
  // The only call that reveals whether a number is registered: limited per IP.
  routes.data(calls.checkRegistration, PUBLIC, (req) =>
    checkRegistration(ctx, { phoneNumber: req.body.phoneNumber, ip: req.ip }),
  );
  routes.data(calls.listProviders, PUBLIC, (req) => providersFor(req.query.countryCode));
  routes.data(calls.sendVerificationCode, PUBLIC, (req) =>
    sendVerificationCode(ctx, { phone: validatePhoneNumber(req.body.phoneNumber), ip: req.ip }),
  );
  routes.data(calls.startCallIn, PUBLIC, (req) =>
    startCallIn(ctx, validatePhoneNumber(req.body.phoneNumber)),
  );
  routes.data(calls.getCallInStatus, PUBLIC, (req) =>
    callInStatus(ctx, validatePhoneNumber(req.body.phoneNumber)),
  );

  route(app, {
    call: calls.signIn,
    settings: PUBLIC,
    handler: async (req, reply) => {
      const session = await signIn(ctx, req.body, req.ip);
      setSessionCookies(
        reply,
        { token: session.token, area: req.body.area },
        makeXsrfToken(ctx.secret, session.jti),
      );
      return {
        data: {
          token: session.token,
          expiresAt: session.expiresAt.toISOString(),
          user: session.user,
        },
      };
    },
  });

  // Revokes this token everywhere, not just in this browser.
  route(app, {
    call: calls.signOut,
    settings: { access: 'user' },
    handler: async (req, reply) => {
      await revokeToken(ctx, req.user!.jti);
      reply.clearCookie(sessionCookieOf(req.user!.area), COOKIE_BASE);
      reply.clearCookie(XSRF_COOKIE, COOKIE_BASE);
    },
  });
};
