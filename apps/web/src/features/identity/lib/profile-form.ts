import {
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  PROFILE_NAME_MAX_LENGTH as NAME_MAX,
  type TUpdateMeRequest,
  type TUser,
} from '@haoyue/contracts';
import { newPasswordFaults } from './new-password';

type Gender = NonNullable<TUser['gender']>;

/** The profile form as edited: every field a string, `''` meaning "not given". */
export interface ProfileFormValues {
  displayName: string;
  nickname: string;
  contactEmail: string;
  gender: Gender | '';
  birthDate: string;
  /** 接收好約的簡訊優惠通知 (the platform's promotional SMS). */
  smsMarketingOptIn: boolean;
  password: string;
  passwordConfirmation: string;
}

/** A message per field that fails a client check. */
export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

/** The gender choices; `''` (不提供) sends null. */
export const GENDER_OPTIONS: { value: Gender | ''; label: string }[] = [
  { value: '', label: '不提供' },
  { value: 'MALE', label: '男' },
  { value: 'FEMALE', label: '女' },
  { value: 'OTHER', label: '其他' },
];

/** The form's starting values for a user. */
export function profileFormValues(user: TUser): ProfileFormValues {
  return {
    displayName: user.displayName ?? '',
    nickname: user.nickname ?? '',
    contactEmail: user.contactEmail ?? '',
    gender: user.gender ?? '',
    birthDate: user.birthDate ?? '',
    smsMarketingOptIn: user.smsMarketingOptIn,
    password: '',
    passwordConfirmation: '',
  };
}

/** Client-side checks in zh-TW; `today` is `YYYY-MM-DD` (a birth date cannot be after it). */
export function validateProfile(values: ProfileFormValues, today: string): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (values.displayName.trim().length > NAME_MAX) errors.displayName = `最多 ${NAME_MAX} 個字`;
  if (values.nickname.trim().length > NAME_MAX) errors.nickname = `最多 ${NAME_MAX} 個字`;
  const email = values.contactEmail.trim();
  if (email && !EMAIL_PATTERN.test(email)) errors.contactEmail = EMAIL_MESSAGE;
  if (values.birthDate && !/^\d{4}-\d{2}-\d{2}$/.test(values.birthDate)) {
    errors.birthDate = '請輸入正確的日期';
  } else if (values.birthDate && values.birthDate > today) {
    errors.birthDate = '生日不能晚於今天';
  }
  // The password is optional here: only checked when the visitor starts typing one.
  if (values.password || values.passwordConfirmation) {
    const found = newPasswordFaults(values);
    if (found.password) errors.password = found.password;
    if (found.passwordConfirmation) errors.passwordConfirmation = found.passwordConfirmation;
  }
  return errors;
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The PATCH /v1/me body: trimmed, blanks as null, the password only when one was typed. */
export function toUpdateRequest(values: ProfileFormValues): TUpdateMeRequest {
  const request: TUpdateMeRequest = {
    displayName: blankToNull(values.displayName),
    nickname: blankToNull(values.nickname),
    contactEmail: blankToNull(values.contactEmail),
    gender: values.gender === '' ? null : values.gender,
    birthDate: values.birthDate === '' ? null : values.birthDate,
    smsMarketingOptIn: values.smsMarketingOptIn,
  };
  if (values.password) {
    request.password = values.password;
    request.passwordConfirmation = values.passwordConfirmation;
  }
  return request;
}
