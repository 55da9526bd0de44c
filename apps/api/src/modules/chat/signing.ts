import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHAT_TICKET_SECONDS } from '@haoyue/contracts';
import { randomId } from '../../lib/tokens';

/** A chat image's signed URL is good this long. */
export const IMAGE_URL_SECONDS = 3600;

function mac(secret: Uint8Array, purpose: string, text: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${text}`).digest('base64url');
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * `/v1/chat/images/{id}?exp=&sig=`: what an `<img>` loads without the bearer token. The expiry
 * is rounded up to the next quarter hour so the same image keeps one URL for a while (the
 * browser's cache can keep it), good for at least IMAGE_URL_SECONDS.
 */
export function signedImageUrl(secret: Uint8Array, imageId: number, now: Date): string {
  const quarter = 900;
  const exp = Math.ceil((Math.floor(now.getTime() / 1000) + IMAGE_URL_SECONDS) / quarter) * quarter;
  return `/v1/chat/images/${imageId}?exp=${exp}&sig=${mac(secret, 'chat-image', `${imageId}.${exp}`).slice(0, 32)}`;
}

/** Whether a signature and expiry were made by signedImageUrl and have not expired. */
export function validImageSignature(
  secret: Uint8Array,
  { imageId, exp, sig, now }: { imageId: number; exp: number; sig: string; now: Date },
): boolean {
  if (exp * 1000 <= now.getTime()) return false;
  return same(sig, mac(secret, 'chat-image', `${imageId}.${exp}`).slice(0, 32));
}

export type ChatSide = 'USER' | 'SUPPORT';
/** Who a socket is for: the user, the side, and the session (access token id) it was opened from. */
export type TicketClaim = {
  userId: number;
  side: ChatSide;
  sessionId: string;
  id: string;
  exp: number;
};

/**
 * A single-use socket ticket: `userId.side.session.id.exp.sig`, good for CHAT_TICKET_SECONDS. It
 * names the session it was issued to, so what the socket does later (a user's send) is refused
 * once that session is signed out or the account suspended.
 */
export function issueTicket(
  secret: Uint8Array,
  {
    userId,
    side,
    sessionId,
    now,
  }: { userId: number; side: ChatSide; sessionId: string; now: Date },
): { ticket: string; expiresAt: Date } {
  const exp = Math.floor(now.getTime() / 1000) + CHAT_TICKET_SECONDS;
  const text = `${userId}.${side}.${sessionId}.${randomId(12)}.${exp}`;
  return { ticket: `${text}.${mac(secret, 'chat-ticket', text)}`, expiresAt: new Date(exp * 1000) };
}

/** The ticket's claim when it is ours and not expired (its single use is checked apart). */
export function readTicket(secret: Uint8Array, ticket: string, now: Date): TicketClaim | null {
  if (ticket.length > 240) return null;
  const parts = ticket.split('.');
  if (parts.length !== 6) return null;
  const [user, side, sessionId, id, exp, sig] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (!same(sig, mac(secret, 'chat-ticket', `${user}.${side}.${sessionId}.${id}.${exp}`))) {
    return null;
  }
  if (side !== 'USER' && side !== 'SUPPORT') return null;
  const expSeconds = Number(exp);
  if (!Number.isInteger(expSeconds) || expSeconds * 1000 <= now.getTime()) return null;
  return { userId: Number(user), side, sessionId, id, exp: expSeconds };
}
