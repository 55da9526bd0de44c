import type { TUser } from '@haoyue/contracts';
import { describe, expect, it } from 'vitest';
import { profileFormValues, toUpdateRequest, validateProfile } from './profile-form';

const user: TUser = {
  id: 1,
  email: null,
  displayName: '小美',
  nickname: null,
  photoUrl: null,
  contactEmail: 'mei@example.com',
  phoneNumber: '+886912345678',
  phoneNumberVerified: true,
  gender: 'FEMALE',
  birthDate: '1990-05-01',
  smsMarketingOptIn: false,
  hasPassword: true,
};

describe('profile form', () => {
  it('starts from the user, missing values as blanks and no password', () => {
    expect(profileFormValues(user)).toEqual({
      displayName: '小美',
      nickname: '',
      contactEmail: 'mei@example.com',
      gender: 'FEMALE',
      birthDate: '1990-05-01',
      smsMarketingOptIn: false,
      password: '',
      passwordConfirmation: '',
    });
  });

  it('sends blanks as null, trims text and leaves the password out unless typed', () => {
    const values = { ...profileFormValues(user), displayName: '  小美美 ', contactEmail: ' ' };
    expect(toUpdateRequest({ ...values, gender: '', birthDate: '' })).toEqual({
      displayName: '小美美',
      nickname: null,
      contactEmail: null,
      gender: null,
      birthDate: null,
      smsMarketingOptIn: false,
    });
    expect(
      toUpdateRequest({ ...values, password: 'abcd1234', passwordConfirmation: 'abcd1234' }),
    ).toMatchObject({ password: 'abcd1234', passwordConfirmation: 'abcd1234' });
  });

  it('checks e-mail, birth date and, only when typed, the password', () => {
    const values = profileFormValues(user);
    expect(validateProfile(values, '2026-01-01')).toEqual({});
    expect(
      validateProfile(
        { ...values, contactEmail: 'nope', birthDate: '2030-01-01', password: 'short' },
        '2026-01-01',
      ),
    ).toEqual({
      contactEmail: '電子郵件格式不正確',
      birthDate: '生日不能晚於今天',
      password: '密碼至少 8 個字元',
      passwordConfirmation: '請再輸入一次新密碼',
    });
  });
});
