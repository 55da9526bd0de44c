import { describe, expect, it } from 'vitest';
import { customerQuery, formatPhone, toE164 } from './customer-phone';

describe('customer phone', () => {
  it('reads Taiwan mobiles and international numbers', () => {
    expect(toE164('0912 345 678')).toBe('+886912345678');
    expect(toE164('0912-345-678')).toBe('+886912345678');
    expect(toE164('+886 0912345678')).toBe('+886912345678');
    expect(toE164('+85261234567')).toBe('+85261234567');
    expect(toE164('12345')).toBeNull();
    expect(toE164('王小美')).toBeNull();
  });

  it('asks by phone when it can, else by keyword', () => {
    expect(customerQuery('0912345678')).toEqual({ phoneNumber: '+886912345678' });
    expect(customerQuery('0912 345')).toEqual({ keyword: '912345' });
    expect(customerQuery(' 王小美 ')).toEqual({ keyword: '王小美' });
    expect(customerQuery('  ')).toBeNull();
  });

  it('prints Taiwan mobiles the local way', () => {
    expect(formatPhone('+886912345678')).toBe('0912-345-678');
    expect(formatPhone('+85261234567')).toBe('+85261234567');
    expect(formatPhone(null)).toBe('');
  });
});
