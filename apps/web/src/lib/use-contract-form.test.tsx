import { type TCustomerTagInput, ZCannedReplyRequest, ZCustomerTagInput } from '@haoyue/contracts';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../test/render';
import { ApiError } from './api-error';
import { checks, NO_CHECKS } from './form-checks';
import { formLevelError, typedNumber, useContractForm } from './use-contract-form';

interface TagValues extends Record<string, unknown> {
  name: string;
  color: 'teal' | 'red';
  vip: boolean;
  days: number | string;
}

const tagForm = (initialValues: TagValues) =>
  renderHook(
    () =>
      useContractForm({
        initialValues,
        schema: ZCustomerTagInput,
        toBody: (v: TagValues): TCustomerTagInput => ({
          name: v.name.trim(),
          color: v.color,
          vipExtraDays: v.vip ? typedNumber(v.days) : null,
        }),
        fieldOf: { vipExtraDays: 'days' },
      }),
    { wrapper: Providers },
  );

describe('useContractForm', () => {
  it('validates with the contract’s rules and zh-TW messages, on the form’s field names', () => {
    const { result } = tagForm({ name: ' ', color: 'teal', vip: true, days: 400 });
    act(() => {
      result.current.validate();
    });
    expect(result.current.errors).toEqual({
      name: '請輸入標籤名稱',
      days: 'VIP 可提前天數需介於 1 到 365 天',
    });
  });

  it('says 請輸入有效的值 for an empty number, not zod’s English', () => {
    const { result } = tagForm({ name: 'VIP', color: 'teal', vip: true, days: '' });
    act(() => {
      result.current.validate();
    });
    expect(result.current.errors).toEqual({ days: '請輸入有效的值' });
  });

  it('makes the body from valid values', () => {
    const { result } = tagForm({ name: ' 常客 ', color: 'red', vip: false, days: 30 });
    let valid = false;
    act(() => {
      valid = !result.current.validate().hasErrors;
    });
    expect(valid).toBe(true);
    expect(result.current.body()).toEqual({ name: '常客', color: 'red', vipExtraDays: null });
  });

  it('tells the current errors without showing them', () => {
    const { result } = tagForm({ name: '', color: 'teal', vip: false, days: 30 });
    expect(result.current.errorsNow()).toEqual({ name: '請輸入標籤名稱' });
    expect(result.current.errors).toEqual({});
  });

  it('puts an error the API pinned on a field under the form’s field; others are the caller’s', () => {
    const { result } = tagForm({ name: 'VIP', color: 'teal', vip: true, days: 30 });
    const pinned = new ApiError('E_VALIDATION', '天數太多', 400, null, 'vipExtraDays');
    const general = new ApiError('E_CONFLICT', '標籤名稱已存在', 409);
    act(() => {
      expect(result.current.showFieldError(pinned)).toBe(true);
      expect(result.current.showFieldError(general)).toBe(false);
    });
    expect(result.current.errors).toEqual({ days: '天數太多' });
    expect(formLevelError(general)).toBe(general);
    expect(formLevelError(pinned)).toBeNull();
  });

  it('gives a field’s input props with its test id', () => {
    const { result } = tagForm({ name: '常客', color: 'red', vip: false, days: 30 });
    act(() => {
      result.current.setFieldError('name', '請輸入標籤名稱');
    });
    const field = result.current.field('name', 'tag-name');
    expect(field).toMatchObject({
      value: '常客',
      error: '請輸入標籤名稱',
      'data-testid': 'tag-name',
    });
    act(() => field.onChange('VIP'));
    expect(result.current.values.name).toBe('VIP');
  });

  it('gives a text field the contract’s length limit, the same as the API checks', () => {
    const { result } = tagForm({ name: '常客', color: 'red', vip: false, days: 30 });
    expect(result.current.field('name', 'tag-name').maxLength).toBe(20);
    // days is vipExtraDays in the body, a number: no length limit.
    expect(result.current.field('days', 'tag-days')).not.toHaveProperty('maxLength');
    expect(result.current.field('color', 'tag-color')).not.toHaveProperty('maxLength');
  });

  it('finds a renamed field’s limit under its body name, through the contract’s cleaning', () => {
    const { result } = renderHook(
      () =>
        useContractForm({
          initialValues: { title: '', text: '' },
          schema: ZCannedReplyRequest,
          toBody: (v) => ({ title: v.title, body: v.text }),
          fieldOf: { body: 'text' },
        }),
      { wrapper: Providers },
    );
    expect(result.current.field('title', 'canned-title').maxLength).toBe(40);
    expect(result.current.field('text', 'canned-body').maxLength).toBe(1000);
  });

  it('clears a field’s nested errors when the field changes', () => {
    const { result } = tagForm({ name: 'VIP', color: 'teal', vip: true, days: 30 });
    act(() => result.current.setErrors({ 'name.0': '錯', days: '天數' }));
    act(() => result.current.setFieldValue('name', '常客'));
    expect(result.current.errors).toEqual({ days: '天數' });
  });
});

interface PublicValues extends Record<string, unknown> {
  digits: string;
  rows: { name: string }[];
}

// A public page's form: zod-free checks (lib/form-checks) in place of a contract schema.
const publicForm = (initialValues: PublicValues) =>
  renderHook(
    () =>
      useContractForm({
        initialValues,
        schema: checks(({ digits, rows }: PublicValues) => ({
          digits: digits.length < 6 && '請輸入手機號碼',
          ...Object.fromEntries(
            rows.map((row, i) => [`rows.${i}.name`, !row.name && '請輸入名稱']),
          ),
        })),
      }),
    { wrapper: Providers },
  );

describe('useContractForm with checks (public pages)', () => {
  it('puts each check’s zh-TW message under its field, nested paths too', () => {
    const { result } = publicForm({ digits: '123', rows: [{ name: '剪髮' }, { name: '' }] });
    act(() => {
      result.current.validate();
    });
    expect(result.current.errors).toEqual({
      digits: '請輸入手機號碼',
      'rows.1.name': '請輸入名稱',
    });
  });

  it('passes good values, its body being the values when no toBody is given', () => {
    const { result } = publicForm({ digits: '912345678', rows: [{ name: '剪髮' }] });
    let valid = false;
    act(() => {
      valid = !result.current.validate().hasErrors;
    });
    expect(valid).toBe(true);
    expect(result.current.body()).toEqual({ digits: '912345678', rows: [{ name: '剪髮' }] });
  });

  it('clears a field’s message when it changes, the others staying', () => {
    const { result } = publicForm({ digits: '', rows: [{ name: '' }] });
    act(() => {
      result.current.validate();
    });
    act(() => result.current.setFieldValue('digits', '0912345678'));
    expect(result.current.errors).toEqual({ 'rows.0.name': '請輸入名稱' });
  });

  it('checks the form’s values, not the body toBody makes of them', () => {
    // The get-started operator step: a name unset (null) until typed, sent as displayName.
    const { result } = renderHook(
      () =>
        useContractForm({
          initialValues: { name: null as string | null, own: '' },
          schema: checks(({ name, own }: { name: string | null; own: string }) => ({
            name: !(name ?? own).trim() && '請輸入服務人員的名字',
          })),
          toBody: ({ name, own }) => ({ displayName: (name ?? own).trim() }),
        }),
      { wrapper: Providers },
    );
    expect(result.current.errorsNow()).toEqual({ name: '請輸入服務人員的名字' });
    act(() => result.current.setFieldValue('name', '小艾'));
    expect(result.current.errorsNow()).toEqual({});
    expect(result.current.body()).toEqual({ displayName: '小艾' });
  });

  it('sets no length limit of its own: checks say nothing of one', () => {
    const { result } = publicForm({ digits: '0912', rows: [] });
    expect(result.current.field('digits', 'digits')).not.toHaveProperty('maxLength');
  });

  it('holds a form with no rule of its own (NO_CHECKS): anything goes to the API', () => {
    const { result } = renderHook(
      () => useContractForm({ initialValues: { code: '' }, schema: NO_CHECKS }),
      { wrapper: Providers },
    );
    expect(result.current.errorsNow()).toEqual({});
  });
});
