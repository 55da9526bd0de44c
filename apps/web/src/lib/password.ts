/** Mirrors PASSWORD_MIN_LENGTH of the contracts, which cannot be imported without zod. */
export const PASSWORD_MIN_LENGTH = 8;

/** Client-side messages of a new password and its confirmation; empty when both are fine. */
export function validateNewPassword(
  password: string,
  confirmation: string,
): { password?: string; confirmation?: string } {
  const errors: { password?: string; confirmation?: string } = {};
  if (!password) errors.password = '請輸入新密碼';
  else if (password.length < PASSWORD_MIN_LENGTH) {
    errors.password = `密碼至少 ${PASSWORD_MIN_LENGTH} 個字元`;
  }
  if (!confirmation) errors.confirmation = '請再輸入一次新密碼';
  else if (password !== confirmation) errors.confirmation = '兩次輸入的密碼不一致';
  return errors;
}
