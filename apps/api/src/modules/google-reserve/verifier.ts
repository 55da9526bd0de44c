import { ERROR_CODES } from '@haoyue/contracts';
import type { WebhookVerifier } from '../../http/access';
import { AppError } from '../../lib/errors';
import { safeEqual } from '../../lib/tokens';

/** A Basic auth pair Google may sign in with (GOOGLE_BOOKING_SERVER_CREDENTIALS). */
export type BasicCredential = { user: string; password: string };

/**
 * Google's booking-server calls carry HTTP Basic auth with the pair entered in the Partner
 * Portal. Every configured pair is compared, each in constant time and all of them every time,
 * so neither the answer nor its timing tells which part of a guess was right; two pairs are
 * valid at once while the password is rotated. Missing or wrong: 401 with the Basic challenge
 * (RFC 7235), as HTTP clients expect.
 */
export function googleReserveVerifier(credentials: readonly BasicCredential[]): WebhookVerifier {
  const expected = credentials.map((c) => `${c.user}:${c.password}`);
  return (req, reply) => {
    const header = req.headers.authorization;
    const encoded =
      typeof header === 'string' ? header.match(/^Basic\s+([A-Za-z0-9+/=]+)$/i) : null;
    const given = encoded ? Buffer.from(encoded[1]!, 'base64').toString('utf8') : '';
    let ok = false;
    for (const pair of expected) ok = safeEqual(given, pair) || ok;
    if (!encoded || !ok) {
      void reply.header('WWW-Authenticate', 'Basic realm="Reserve with Google", charset="UTF-8"');
      throw AppError.of(ERROR_CODES.UNAUTHORIZED_ACCESS, 'invalid booking server credentials');
    }
  };
}
