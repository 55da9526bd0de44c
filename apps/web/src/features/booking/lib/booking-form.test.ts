import type { TFormItem } from '@haoyue/contracts';
import { describe, expect, it } from 'vitest';
import {
  formKeyOfApiField,
  currentFormValues,
  normalizePhone,
  toOrderFields,
  validateBookingForm,
  visibleFormItems,
} from './booking-form';

const items: TFormItem[] = [
  { key: 'displayName', label: '姓名', type: 'text', required: true, maxLength: 50 },
  { key: 'phoneNumber', label: '手機號碼', type: 'phone', required: true },
  { key: 'contactEmail', label: '電子郵件', type: 'email', required: false },
  { key: 'gender', label: '性別', type: 'gender', required: true },
  { key: 'birthDate', label: '生日', type: 'date', required: false },
  { key: 'note', label: '備註', type: 'textarea', required: false, maxLength: 500 },
];

describe('booking form', () => {
  it('asks for required fields in zh-TW', () => {
    expect(validateBookingForm(items, { displayName: '  ' }, '2026-11-22')).toEqual({
      displayName: '請填寫姓名',
      phoneNumber: '請填寫手機號碼',
      gender: '請選擇性別',
    });
  });

  it('checks formats and lengths of what was typed', () => {
    const errors = validateBookingForm(
      items,
      {
        displayName: '王'.repeat(51),
        phoneNumber: '12',
        contactEmail: 'not-an-email',
        gender: 'FEMALE',
        birthDate: '2030-01-01',
        note: 'x'.repeat(501),
      },
      '2026-11-22',
    );
    expect(errors).toEqual({
      displayName: '姓名最多 50 字',
      phoneNumber: '請輸入正確的手機號碼',
      contactEmail: '電子郵件格式不正確',
      birthDate: '生日不能晚於今天',
      note: '備註最多 500 字',
    });
  });

  it.each(['0912-345-678', '+886 0912 345 678'])(
    'takes a phone without a country code as a Taiwan number: %j is +886912345678',
    (typed) => {
      expect(normalizePhone(typed)).toBe('+886912345678');
    },
  );

  it('keeps the country code typed, and blank as blank', () => {
    expect(normalizePhone('+852 9123 0001')).toBe('+85291230001');
    expect(normalizePhone('  ')).toBe('');
  });

  it('shows what was typed, else the saved profile, else blank', () => {
    const values = currentFormValues(
      items,
      { displayName: '小美', contactEmail: '' },
      { displayName: '王小美', phoneNumber: '+886900000001', contactEmail: 'a@b.tw', gender: null },
    );
    expect(values).toEqual({
      displayName: '小美',
      phoneNumber: '+886900000001',
      contactEmail: '',
      gender: '',
      birthDate: '',
      note: '',
    });
    expect(currentFormValues(items.slice(0, 1), {}, null)).toEqual({ displayName: '' });
  });

  it('builds the order profile: trimmed, blanks as null, phone canonical, note apart', () => {
    expect(
      toOrderFields(items, {
        displayName: ' 王小美 ',
        phoneNumber: '0912345678',
        contactEmail: '',
        gender: 'FEMALE',
        note: '  第一次來  ',
      }),
    ).toEqual({
      profile: {
        displayName: '王小美',
        phoneNumber: '+886912345678',
        contactEmail: null,
        gender: 'FEMALE',
      },
      note: '第一次來',
    });
  });

  it('leaves out blank fields never touched, so the API keeps what it knows', () => {
    const values = { displayName: '王小美', contactEmail: '', gender: '', birthDate: '' };
    expect(toOrderFields(items, values, { displayName: '王小美', gender: '' })).toEqual({
      profile: { displayName: '王小美', gender: null },
      note: null,
    });
  });

  it('points an API field error at the form field', () => {
    expect(formKeyOfApiField('profile.displayName', items)).toBe('displayName');
    expect(formKeyOfApiField('note', items)).toBe('note');
    expect(formKeyOfApiField('startTime', items)).toBeNull();
    expect(formKeyOfApiField(null, items)).toBeNull();
  });
});

describe('visibleFormItems', () => {
  const fields: TFormItem[] = [
    { key: 'displayName', label: '姓名', type: 'text', required: true },
    { key: 'phoneNumber', label: '手機號碼', type: 'phone', required: true },
    { key: 'note', label: '備註', type: 'textarea', required: false },
  ];

  it('leaves the phone to the sign-in for a guest, and shows it once signed in', () => {
    expect(visibleFormItems(fields, false).map((i) => i.key)).toEqual(['displayName', 'note']);
    expect(visibleFormItems(fields, true).map((i) => i.key)).toEqual([
      'displayName',
      'phoneNumber',
      'note',
    ]);
  });
});
