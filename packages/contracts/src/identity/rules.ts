/**
 * The sign-in and profile fields' rules and zh-TW messages, zod-free: schemas.ts builds the
 * schemas from them and the public pages' forms (sign-in dialog, 個人資料, booking) check with
 * them without loading zod (docs/decisions/019), so each is written once.
 */

/** A new password: at least this many characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT_MESSAGE = `密碼至少 ${PASSWORD_MIN_LENGTH} 個字元`;
/** A password's confirmation must repeat it. */
export const PASSWORD_MISMATCH_MESSAGE = '兩次輸入的密碼不一致';

/** The code an SMS or WhatsApp message carries: six digits. */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const SMS_CODE_MESSAGE = '驗證碼為 6 位數字';

/** A profile's display name and nickname: at most this many characters. */
export const PROFILE_NAME_MAX_LENGTH = 50;

/**
 * An e-mail address: zod's own pattern (`z.regexes.email`, unchanged; a contracts test holds them
 * equal), which the schemas pass to `z.email`, so a page checks the same rule without zod.
 */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- zod's pattern character for character
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
export const EMAIL_MESSAGE = '電子郵件格式不正確';
