/** What a review shows when the reviewer has given no name at all. */
export const ANONYMOUS_REVIEWER = '好約會員';

/** Six digits in a row look like (part of) a phone number: never shown as a name. */
const PHONE_LIKE = /\d{6,}/;

/** The first character (code point) of a name, then ＊＊: 王小美 → 王＊＊. */
export function maskName(name: string): string {
  const first = [...name.trim()][0];
  return first ? `${first}＊＊` : ANONYMOUS_REVIEWER;
}

const usable = (text: string | null | undefined): string | null => {
  const t = text?.trim();
  return t ? t : null;
};

/**
 * The name a review shows, fixed when it is written: the reviewer's nickname as they chose it;
 * otherwise their name masked (the account's display name, else the name on the booking), so a
 * full real name is never published; never a phone number (a nickname or name made of digits is
 * masked too, and a masked digit is harmless).
 */
export function reviewerName(who: {
  nickname: string | null;
  displayName: string | null;
  bookingName: string | null;
}): string {
  const nickname = usable(who.nickname);
  if (nickname && !PHONE_LIKE.test(nickname)) return nickname;
  const name = usable(who.displayName) ?? usable(who.bookingName) ?? nickname;
  return name ? maskName(name) : ANONYMOUS_REVIEWER;
}
