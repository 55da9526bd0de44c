import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedOn } from '../db/prepared';
import { accessTokens, users } from '../db/schema';
import { type AccessClaims, readAccessToken } from '../lib/tokens';

// The access hook's token check, below the modules (http/ imports no module): identity issues
// and revokes the tokens, this reads them.

/**
 * The signed-in user of a token; null if it is invalid, expired or revoked; `disabled` if the
 * platform suspended the account (every token of it stops at once).
 */
export async function authenticate(
  ctx: { db: Db; secret: Uint8Array },
  token: string,
): Promise<AccessClaims | null | 'disabled'> {
  const claims = readAccessToken(ctx.secret, token);
  if (!claims) return null;
  const state = await sessionState(ctx.db, { sessionId: claims.jti, userId: claims.userId });
  return state === 'open' ? claims : state;
}

/**
 * Whether a session (an access token, by its id) of `userId` is still signed in: null if it is
 * unknown, another user's, expired or revoked; `disabled` if the platform suspended the account.
 * A socket opened with the session asks again before each message (chat).
 */
export async function sessionState(
  db: Db,
  { sessionId, userId }: { sessionId: string; userId: number },
): Promise<'open' | 'disabled' | null> {
  const lookup = preparedOn(db, 'access_token', (d) =>
    d
      .select({
        userId: accessTokens.userId,
        expiresAt: accessTokens.expiresAt,
        revokedAt: accessTokens.revokedAt,
        disabledAt: users.disabledAt,
      })
      .from(accessTokens)
      .innerJoin(users, eq(users.id, accessTokens.userId))
      .where(eq(accessTokens.id, sql.placeholder('jti')))
      .prepare('access_token'),
  );
  const [row] = await lookup.execute({ jti: sessionId });
  if (!row || row.userId !== userId || row.expiresAt <= new Date()) return null;
  // Before the revocation: suspending revokes the tokens too, and the user is told why.
  if (row.disabledAt) return 'disabled';
  if (row.revokedAt) return null;
  return 'open';
}
