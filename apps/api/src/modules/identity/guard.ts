import type {} from '@fastify/cookie';
import { ERROR_CODES } from '@haoyue/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AUTH_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../../http/access';
import { AppError } from '../../lib/errors';
import { isValidXsrfToken } from '../../lib/tokens';
import { authenticate } from './auth.service';

// Kept only while booking and seller routes still attach it by hand: routes declare
// `access: 'user'` instead (http/access.ts), and this file goes once none imports it.
export { AUTH_COOKIE, XSRF_COOKIE, XSRF_HEADER };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Builds the guard for routes that need a signed-in user. The token comes from the bearer
 * header (what the app sends) or the Authorization cookie; cookie-authenticated writes must
 * echo the XSRF-TOKEN cookie in X-XSRF-TOKEN (signed double submit), because browsers attach
 * cookies to cross-site requests but never a header.
 */
export function createRequireUser(ctx: { db: Db; secret: Uint8Array }) {
  return async function requireUser(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const header = req.headers.authorization;
    const bearer = header?.match(/^Bearer\s+(.+)$/i)?.[1];
    const cookie = req.cookies[AUTH_COOKIE];
    const token = bearer ?? cookie;
    if (!token) throw AppError.of(ERROR_CODES.UNAUTHORIZED_ACCESS, '請先登入');
    const claims = await authenticate(ctx, token);
    if (!claims) throw AppError.of(ERROR_CODES.UNAUTHORIZED_ACCESS, '登入已失效，請重新登入');
    if (!bearer && !SAFE_METHODS.has(req.method)) {
      const echoed = req.headers[XSRF_HEADER];
      const fromCookie = req.cookies[XSRF_COOKIE];
      if (
        typeof echoed !== 'string' ||
        echoed !== fromCookie ||
        !isValidXsrfToken(ctx.secret, claims.jti, echoed)
      ) {
        throw AppError.of(ERROR_CODES.XSRF, '安全驗證失敗，請重新整理頁面後再試');
      }
    }
    req.user = { id: claims.userId, jti: claims.jti };
  };
}
