import { describe, expect, it } from 'vitest';
import { customerQuery, toE164 } from './customer-phone';

describe('customer phone', () => {
  it.each([
    ['0912 345 678', '+886912345678'],
    ['0912-345-678', '+886912345678'],
    ['+886 0912345678', '+886912345678'],
    ['+85261234567', '+85261234567'],
    ['12345', null],
    ['王小美', null],
  ])('reads Taiwan mobiles and international numbers: %s is %s', (typed, phone) => {
    expect(toE164(typed)).toBe(phone);
  });

  it('asks by phone when it can, else by keyword', () => {
    expect(customerQuery('0912345678')).toEqual({ phoneNumber: '+886912345678' });
    expect(customerQuery('0912 345')).toEqual({ keyword: '912345' });
    expect(customerQuery(' 王小美 ')).toEqual({ keyword: '王小美' });
    expect(customerQuery('  ')).toBeNull();
  });
});
