import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '@haoyue/contracts';

/** A new password and its confirmation as PATCH /v1/me names them. */
export interface NewPassword {
  password: string;
  passwordConfirmation: string;
}

/**
 * What is wrong with a new password typed twice, keyed as the body names the fields: the
 * contract's length and match rules with their messages, and asking for both (a form rule the
 * API, where the password is optional, does not have).
 */
export function newPasswordFaults({ password, passwordConfirmation }: NewPassword) {
  return {
    password: !password
      ? '請輸入新密碼'
      : password.length < PASSWORD_MIN_LENGTH && PASSWORD_TOO_SHORT_MESSAGE,
    passwordConfirmation: !passwordConfirmation
      ? '請再輸入一次新密碼'
      : password !== passwordConfirmation && PASSWORD_MISMATCH_MESSAGE,
  };
}
