import { expect, it } from 'vitest';
import { telUrl } from './tel-url';

it('keeps only the digits and plus sign of a phone number', () => {
  expect(telUrl('+886 (2) 2771-0000')).toBe('tel:+886227710000');
  expect(telUrl('02-2771-0000')).toBe('tel:0227710000');
});
