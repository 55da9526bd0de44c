import * as contracts from '@haoyue/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BOOKING_RULES,
  shopFormValues,
  shopRequest,
  shopFormSchema,
  URL_SLUG_PATTERN,
  type ShopFormValues,
} from './shop-form';

/** The form's field errors, keyed as the API names the fields: the schema's first per field. */
const validateShopForm = (values: ShopFormValues) => {
  const result = shopFormSchema.safeParse(shopRequest(values));
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

const valid: ShopFormValues = {
  ...shopFormValues(null),
  displayName: ' 小森髮廊 ',
  urlSlug: 'Forest-Hair',
  address: '台北市大安區忠孝東路四段 1 號',
  phoneNumber: '02-2771-0000',
  countryId: 1,
  cityId: 2,
  industryId: 3,
};

describe('shop form', () => {
  it('accepts only slugs that can be a shop link', () => {
    expect(URL_SLUG_PATTERN.test('lumiere-daan')).toBe(true);
    expect(URL_SLUG_PATTERN.test('-lumiere')).toBe(false);
    expect(URL_SLUG_PATTERN.test('Lumiere')).toBe(false);
  });

  it('starts new shops with valid booking rules', () => {
    expect(contracts.ZBookingRules.safeParse(DEFAULT_BOOKING_RULES).success).toBe(true);
  });

  it('builds a request the contract accepts', () => {
    expect(validateShopForm(valid)).toEqual({});
    const request = shopRequest(valid);
    expect(request.displayName).toBe('小森髮廊');
    expect(request.urlSlug).toBe('forest-hair');
    expect(contracts.ZCreateShopRequest.safeParse(request).success).toBe(true);
  });

  it('names the fields at fault as the API does', () => {
    const errors = validateShopForm({
      ...valid,
      displayName: ' ',
      urlSlug: '-bad-',
      cityId: null,
      phoneNumber: 'abc',
      rules: { ...valid.rules, slotMinutes: 1 },
    });
    expect(Object.keys(errors).sort()).toEqual(
      ['bookingRules.slotMinutes', 'cityId', 'displayName', 'phoneNumber', 'urlSlug'].sort(),
    );
  });

  it('words the limits of rules typed with a unit in that way', () => {
    const errors = validateShopForm({
      ...valid,
      rules: { ...valid.rules, minLeadMinutes: 50000, reminderMinutesBefore: 5 },
    });
    expect(errors).toEqual({
      'bookingRules.minLeadMinutes': '請輸入 0 到 30 天之間的時間',
      'bookingRules.reminderMinutesBefore': '請輸入 10 分鐘到 7 天之間的時間',
    });
  });

  it('allows no reminder', () => {
    expect(
      validateShopForm({ ...valid, rules: { ...valid.rules, reminderMinutesBefore: null } }),
    ).toEqual({});
  });
});
