import { type TCustomerTagInput, ZCustomerTagInput } from '@haoyue/contracts';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../test/render';
import { ApiError } from './api-error';
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

  it('clears a field’s nested errors when the field changes', () => {
    const { result } = tagForm({ name: 'VIP', color: 'teal', vip: true, days: 30 });
    act(() => result.current.setErrors({ 'name.0': '錯', days: '天數' }));
    act(() => result.current.setFieldValue('name', '常客'));
    expect(result.current.errors).toEqual({ days: '天數' });
  });
});
