import { ERROR_CODES } from '@haoyue/contracts';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { AppError } from '../../lib/errors';
import { adapterFetch } from '../../lib/adapter-calls';

/** LINE's API host (JWKS, token verification, profile, Messaging API). */
export const LINE_API_HOST = 'https://api.line.me';
/** The `iss` of every LINE ID token. */
export const LINE_ISSUER = 'https://access.line.me';

/** Who a verified LINE token belongs to. */
export type LineIdentity = {
  userId: string;
  displayName: string | null;
  pictureUrl: string | null;
  email: string | null;
};

const tokenInvalid = (message: string) => AppError.of(ERROR_CODES.LINE_TOKEN_INVALID, message);

/**
 * LINE Login on the server: ID tokens checked against LINE's published keys (ES256 only, as
 * LIFF issues them), access tokens verified with LINE and then used to read the profile.
 */
export class LineLoginClient {
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    private readonly baseUrl: string = LINE_API_HOST,
    private readonly timeoutMs = 5_000,
  ) {
    this.jwks = createRemoteJWKSet(new URL('/oauth2/v2.1/certs', baseUrl), {
      timeoutDuration: timeoutMs,
    });
  }

  /**
   * The user of an ID token issued for `channelId` (the LINE Login channel): signature by a key
   * of LINE's set, issuer, audience and expiry checked. Anything else is 401 E_LINE_TOKEN_INVALID.
   */
  async verifyIdToken(idToken: string, channelId: string): Promise<LineIdentity> {
    try {
      const { payload } = await jwtVerify(idToken, this.jwks, {
        algorithms: ['ES256'],
        issuer: LINE_ISSUER,
        audience: channelId,
        requiredClaims: ['sub', 'exp'],
      });
      const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
      return {
        userId: payload.sub!,
        displayName: text(payload.name),
        pictureUrl: text(payload.picture),
        email: text(payload.email),
      };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw tokenInvalid('LINE 登入已過期，請重新開啟');
      if (error instanceof joseErrors.JWTClaimValidationFailed) {
        throw tokenInvalid(
          error.claim === 'aud' ? 'LINE 登入不屬於此商家' : 'LINE 登入資訊無效，請重新開啟',
        );
      }
      if (
        error instanceof joseErrors.JOSEError &&
        !(error instanceof joseErrors.JWKSTimeout) &&
        error.code !== 'ERR_JOSE_GENERIC'
      ) {
        throw tokenInvalid('LINE 登入資訊無效，請重新開啟');
      }
      throw AppError.of(ERROR_CODES.LINE_TOKEN_INVALID, '暫時無法向 LINE 驗證登入，請稍後再試');
    }
  }

  /**
   * The user of a LIFF access token: LINE must say it was issued to `channelId` and has not
   * expired, then the profile is read with it.
   */
  async verifyAccessToken(accessToken: string, channelId: string): Promise<LineIdentity> {
    const verify = await this.get(
      `/oauth2/v2.1/verify?access_token=${encodeURIComponent(accessToken)}`,
    );
    if (!verify.ok) throw tokenInvalid('LINE 登入已失效，請重新開啟');
    const info = (await verify.json()) as { client_id?: unknown; expires_in?: unknown };
    if (info.client_id !== channelId) throw tokenInvalid('LINE 登入不屬於此商家');
    if (typeof info.expires_in !== 'number' || info.expires_in <= 0) {
      throw tokenInvalid('LINE 登入已過期，請重新開啟');
    }
    const profile = await this.get('/v2/profile', accessToken);
    if (!profile.ok) throw tokenInvalid('無法讀取 LINE 個人資料');
    const p = (await profile.json()) as {
      userId?: unknown;
      displayName?: unknown;
      pictureUrl?: unknown;
    };
    if (typeof p.userId !== 'string' || p.userId === '') {
      throw tokenInvalid('LINE 個人資料缺少使用者 ID');
    }
    return {
      userId: p.userId,
      displayName: typeof p.displayName === 'string' ? p.displayName : null,
      pictureUrl: typeof p.pictureUrl === 'string' ? p.pictureUrl : null,
      email: null,
    };
  }

  private async get(path: string, bearer?: string): Promise<Response> {
    try {
      return await adapterFetch(
        { provider: 'line-login', operation: path.split('?')[0]! },
        new URL(path, this.baseUrl),
        {
          headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
          signal: AbortSignal.timeout(this.timeoutMs),
        },
      );
    } catch {
      throw AppError.of(ERROR_CODES.LINE_TOKEN_INVALID, '暫時無法向 LINE 驗證登入，請稍後再試');
    }
  }
}
