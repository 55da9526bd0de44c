import {
  canonicalPhoneNumber,
  joinPhoneNumber,
  TAIWAN_DIAL_CODE,
  type TBookingProfileInput,
  type TFormItem,
  type TUser,
} from '@haoyue/contracts';

/** A form item's key: a profile field or the note. */
export type FormKey = TFormItem['key'];

/** The form as edited: every field a string, `''` meaning "not given". */
export type BookingFormValues = Partial<Record<FormKey, string>>;

/** A zh-TW message per field that fails a check. */
export type BookingFormErrors = Partial<Record<FormKey, string>>;

type Gender = NonNullable<TUser['gender']>;

/** The gender choices; `''` sends null. */
export const GENDER_OPTIONS: { value: Gender | ''; label: string }[] = [
  { value: '', label: '請選擇' },
  { value: 'FEMALE', label: '女' },
  { value: 'MALE', label: '男' },
  { value: 'OTHER', label: '其他' },
];

// Mirrors the contracts' limits, which cannot be imported without pulling zod into the bundle.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+\d{8,15}$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The phone as the API wants it (`+886912345678`): a number typed without a country code is
 * taken as a Taiwan one (`0912-345-678`). Blank stays blank.
 */
export function normalizePhone(input: string): string {
  const trimmed = input.trim();
  if (!trimmed) return '';
  return canonicalPhoneNumber(trimmed) ?? joinPhoneNumber(TAIWAN_DIAL_CODE, trimmed);
}

/**
 * The fields a visitor fills in: a guest skips the phone, since signing in at 確認預約 verifies
 * it (typed once, in the sign-in dialog); once signed in it shows, filled from the account.
 */
export function visibleFormItems(items: readonly TFormItem[], signedIn: boolean): TFormItem[] {
  return signedIn ? [...items] : items.filter((item) => item.key !== 'phoneNumber');
}

/**
 * The values the form shows: what the visitor typed, else the signed-in user's saved value
 * (which arrives after sign-in), else blank. What they typed is never overwritten.
 */
export function currentFormValues(
  items: readonly TFormItem[],
  typed: BookingFormValues,
  prefill: Record<string, string | null> | null | undefined,
): BookingFormValues {
  const values: BookingFormValues = {};
  for (const item of items) values[item.key] = typed[item.key] ?? prefill?.[item.key] ?? '';
  return values;
}

/** Client-side checks in zh-TW; `today` is `YYYY-MM-DD` (a birth date cannot be after it). */
export function validateBookingForm(
  items: readonly TFormItem[],
  values: BookingFormValues,
  today: string,
): BookingFormErrors {
  const errors: BookingFormErrors = {};
  for (const item of items) {
    const value = (values[item.key] ?? '').trim();
    if (!value) {
      if (item.required) {
        const verb = item.type === 'gender' || item.type === 'date' ? '請選擇' : '請填寫';
        errors[item.key] = `${verb}${item.label}`;
      }
      continue;
    }
    if (item.maxLength !== undefined && value.length > item.maxLength) {
      errors[item.key] = `${item.label}最多 ${item.maxLength} 字`;
    } else if (item.type === 'email' && !EMAIL_PATTERN.test(value)) {
      errors[item.key] = '電子郵件格式不正確';
    } else if (item.type === 'phone' && !PHONE_PATTERN.test(normalizePhone(value))) {
      errors[item.key] = '請輸入正確的手機號碼';
    } else if (item.type === 'date' && !DATE_PATTERN.test(value)) {
      errors[item.key] = '請輸入正確的日期';
    } else if (item.key === 'birthDate' && value > today) {
      errors[item.key] = '生日不能晚於今天';
    }
  }
  return errors;
}

const blankToNull = (value: string | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * The `profile` and `note` of an order request: only the fields the form asks, trimmed. A field
 * the visitor cleared is sent as null; one they never touched and left blank is left out, so
 * the API keeps what it already knows (a sign-in at confirm may come before the prefill does).
 */
export function toOrderFields(
  items: readonly TFormItem[],
  values: BookingFormValues,
  typed: BookingFormValues = values,
): { profile: TBookingProfileInput; note: string | null } {
  const profile: Record<string, string | null> = {};
  let note: string | null = null;
  for (const item of items) {
    const raw = values[item.key] ?? '';
    const value = item.key === 'phoneNumber' ? normalizePhone(raw) : raw;
    if (item.key === 'note') note = blankToNull(value);
    else if (blankToNull(value) !== null || typed[item.key] !== undefined) {
      profile[item.key] = blankToNull(value);
    }
  }
  return { profile: profile as TBookingProfileInput, note };
}

/** The form field an API error points at (`profile.displayName` → `displayName`), if any. */
export function formKeyOfApiField(
  field: string | null | undefined,
  items: readonly TFormItem[],
): FormKey | null {
  if (!field) return null;
  const key = field.replace(/^profile\./, '');
  return items.find((item) => item.key === key)?.key ?? null;
}
