import { type TCustomerTagInput, ZCustomerTagInput } from '@haoyue/contracts';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../test/render';
import { typedNumber, useContractForm } from './use-contract-form';

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
});
