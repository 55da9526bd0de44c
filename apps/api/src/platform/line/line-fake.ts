import { randomBytes, randomUUID } from 'node:crypto';
import type http from 'node:http';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { LoopbackFake, readText } from '../loopback';
import { LINE_ISSUER } from './line-login';

/** A push the fake accepted. */
export interface FakeLinePush {
  to: string;
  messages: Array<{ type: string } & Record<string, unknown>>;
  retryKey: string | null;
  /** The last 4 characters of the channel access token used. */
  tokenHint: string;
  at: Date;
}

/** A LINE user as the fake's tokens describe them. */
export interface FakeLineUser {
  userId: string;
  displayName: string;
  pictureUrl?: string | undefined;
  email?: string | undefined;
}

/** Flex bubbles larger than this are refused (LINE's limit). */
export const FLEX_BUBBLE_MAX_BYTES = 30 * 1024;

type AccessTokenInfo = { channelId: string; user: FakeLineUser; expiresAt: number };
type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

/** The fake's signing key, its public JWK and key id, and its clock. */
interface FakeLinePlatformKeys {
  privateKey: SigningKey;
  publicJwk: JWK;
  kid: string;
  now: () => number;
}

/**
 * A loopback stand-in for LINE's platform at the root of its own port (the bot SDK drops a
 * base-URL path): the JWKS, access-token verification, profile and push endpoints. It signs ID
 * tokens with its own ES256 key, knows the channel access tokens the app registers, records
 * pushes and honours X-Line-Retry-Key (a seen key answers 409 and is not recorded again).
 */
export class FakeLinePlatform extends LoopbackFake {
  readonly pushes: FakeLinePush[] = [];
  /** Answer the next pushes with this status (tests: LINE down or refusing). */
  readonly pushFailures: Array<{ status: number; message: string }> = [];
  private readonly channelTokens = new Set<string>();
  private readonly accessTokens = new Map<string, AccessTokenInfo>();
  private readonly retryKeys = new Set<string>();

  private readonly privateKey: SigningKey;
  private readonly publicJwk: JWK;
  readonly kid: string;
  private readonly now: () => number;

  private constructor({ privateKey, publicJwk, kid, now }: FakeLinePlatformKeys) {
    super();
    this.privateKey = privateKey;
    this.publicJwk = publicJwk;
    this.kid = kid;
    this.now = now;
  }

  /** Starts the fake on 127.0.0.1 (port 0 = any free port). */
  static async start(options: { port?: number; now?: () => number } = {}) {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const kid = randomBytes(8).toString('hex');
    const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
    const fake = new FakeLinePlatform({
      privateKey,
      publicJwk: jwk,
      kid,
      now: options.now ?? Date.now,
    });
    await fake.listen(options.port ?? 0);
    return fake;
  }

  /** The Messaging API accepts pushes made with this channel access token. */
  registerChannelToken(token: string): void {
    this.channelTokens.add(token);
  }

  /**
   * A LIFF session of `user` for the LINE Login channel `channelId`: an ID token signed by the
   * fake's key and an access token the verify and profile endpoints answer for (1 hour).
   */
  async mintTokens(channelId: string, user: FakeLineUser) {
    const expiresAt = this.now() + 3600_000;
    const idToken = await this.signIdToken({
      aud: channelId,
      sub: user.userId,
      name: user.displayName,
      ...(user.pictureUrl ? { picture: user.pictureUrl } : {}),
      ...(user.email ? { email: user.email } : {}),
    });
    const accessToken = randomBytes(32).toString('base64url');
    this.accessTokens.set(accessToken, { channelId, user, expiresAt });
    return { idToken, accessToken, expiresAt: new Date(expiresAt) };
  }

  /**
   * An ID token with these claims (tests bend them): iss LINE's, exp in an hour unless given,
   * signed with the fake's key under its kid unless `key`/`kid` say otherwise.
   */
  async signIdToken(
    claims: Record<string, unknown> & { aud: string; sub: string },
    options: { key?: SigningKey; kid?: string; iss?: string; expSeconds?: number } = {},
  ): Promise<string> {
    const nowSeconds = Math.floor(this.now() / 1000);
    return new SignJWT({ amr: ['linesso'], ...claims })
      .setProtectedHeader({ alg: 'ES256', kid: options.kid ?? this.kid, typ: 'JWT' })
      .setIssuer(options.iss ?? LINE_ISSUER)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + (options.expSeconds ?? 3600))
      .sign(options.key ?? this.privateKey);
  }

  /** Forgets pushes, scripted failures and seen retry keys (between tests). */
  reset(): void {
    this.pushes.length = 0;
    this.pushFailures.length = 0;
    this.retryKeys.clear();
  }

  protected failed(res: http.ServerResponse, error: unknown): void {
    send(res, 500, { message: String(error) });
  }

  protected async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const bearer = req.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
    if (req.method === 'GET' && url.pathname === '/oauth2/v2.1/certs') {
      return send(res, 200, { keys: [this.publicJwk] });
    }
    if (req.method === 'GET' && url.pathname === '/oauth2/v2.1/verify') {
      const info = this.accessTokens.get(url.searchParams.get('access_token') ?? '');
      if (!info)
        return send(res, 400, {
          error: 'invalid_request',
          error_description: 'invalid access token',
        });
      const expiresIn = Math.floor((info.expiresAt - this.now()) / 1000);
      if (expiresIn <= 0) {
        return send(res, 400, {
          error: 'invalid_request',
          error_description: 'access token expired',
        });
      }
      return send(res, 200, {
        scope: 'profile openid',
        client_id: info.channelId,
        expires_in: expiresIn,
      });
    }
    if (req.method === 'GET' && url.pathname === '/v2/profile') {
      const info = this.accessTokens.get(bearer ?? '');
      if (!info || info.expiresAt <= this.now())
        return send(res, 401, { message: 'Authentication failed' });
      const { userId, displayName, pictureUrl } = info.user;
      return send(res, 200, { userId, displayName, ...(pictureUrl ? { pictureUrl } : {}) });
    }
    if (req.method === 'POST' && url.pathname === '/v2/bot/message/push') {
      return this.push(req, res, bearer);
    }
    return send(res, 404, { message: 'Not found' });
  }

  private async push(req: http.IncomingMessage, res: http.ServerResponse, bearer?: string) {
    const raw = await readText(req);
    if (!bearer || !this.channelTokens.has(bearer)) {
      return send(res, 401, {
        message:
          'Authentication failed. Confirm that the access token in the authorization header is valid.',
      });
    }
    const failure = this.pushFailures.shift();
    if (failure) return send(res, failure.status, { message: failure.message });
    let body: { to?: unknown; messages?: unknown };
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      return send(res, 400, { message: 'The request body has 1 error(s)' });
    }
    const retryKey = header(req, 'x-line-retry-key');
    if (
      retryKey !== null &&
      !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(retryKey)
    ) {
      return send(res, 400, { message: 'The value of the X-Line-Retry-Key header is invalid' });
    }
    if (typeof body.to !== 'string' || !/^U[0-9a-f]{32}$/.test(body.to)) {
      return send(res, 400, { message: "The property, 'to', in the request body is invalid" });
    }
    const messages = body.messages;
    if (!Array.isArray(messages) || messages.length < 1 || messages.length > 5) {
      return send(res, 400, { message: 'Size must be between 1 and 5' });
    }
    for (const m of messages as Array<Record<string, unknown>>) {
      if (typeof m?.type !== 'string')
        return send(res, 400, { message: 'Message type is required' });
      if (m.type === 'flex') {
        if (typeof m.altText !== 'string' || m.altText.length < 1 || m.altText.length > 1500) {
          return send(res, 400, { message: 'altText must be 1 to 1500 characters' });
        }
        const contents = m.contents as { type?: string; contents?: unknown[] } | undefined;
        const bubbles = contents?.type === 'carousel' ? (contents.contents ?? []) : [contents];
        for (const bubble of bubbles) {
          if (Buffer.byteLength(JSON.stringify(bubble ?? null)) > FLEX_BUBBLE_MAX_BYTES) {
            return send(res, 400, { message: 'A flex bubble must be at most 30 KB' });
          }
        }
      }
      if (
        m.type === 'text' &&
        (typeof m.text !== 'string' || m.text.length < 1 || m.text.length > 5000)
      ) {
        return send(res, 400, { message: 'text must be 1 to 5000 characters' });
      }
    }
    if (retryKey !== null) {
      if (this.retryKeys.has(retryKey)) {
        res.setHeader('x-line-accepted-request-id', randomUUID());
        return send(res, 409, { message: 'The retry key is already accepted' });
      }
      this.retryKeys.add(retryKey);
    }
    this.pushes.push({
      to: body.to,
      messages: messages as FakeLinePush['messages'],
      retryKey,
      tokenHint: bearer.slice(-4),
      at: new Date(this.now()),
    });
    return send(res, 200, {
      sentMessages: messages.map(() => ({ id: randomBytes(8).toString('hex') })),
    });
  }
}

function header(req: http.IncomingMessage, name: string): string | null {
  const v = req.headers[name];
  return typeof v === 'string' ? v : null;
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
