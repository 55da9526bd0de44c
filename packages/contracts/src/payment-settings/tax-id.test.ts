import { describe, expect, it } from 'vitest';
import { isValidTaxId } from './tax-id';

describe('isValidTaxId (統一編號)', () => {
  it.each([
    '04595257', // sum 40: divisible by 10 (the old rule) and by 5
    '12345675', // 7th digit 7: sum 39, plus one is 40
    '10458575', // 7th digit 7: sum 35, divisible by 5 already
    '00000005', // sum 5: passes only under the 2023 rule (divisible by 5, not 10)
  ])('accepts %s', (taxId) => {
    expect(isValidTaxId(taxId)).toBe(true);
  });

  it.each(['04595258', '12345674', '00000001', '1234567', '123456789', '1234567a', ' 04595257'])(
    'refuses %j',
    (taxId) => {
      expect(isValidTaxId(taxId)).toBe(false);
    },
  );
});
