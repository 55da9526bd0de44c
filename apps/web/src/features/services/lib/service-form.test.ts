import * as contracts from '@haoyue/contracts';
import { describe, expect, it } from 'vitest';
import { serviceFormSchema, serviceFormValues, serviceRequest } from './service-form';

/** The form's field errors, by the body's field names: the schema's first message per field. */
const validateServiceForm = (values: ReturnType<typeof serviceFormValues>) => {
  const result = serviceFormSchema.safeParse(serviceRequest(values, 'TWD'));
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

describe('service form', () => {
  const values = {
    ...serviceFormValues(null, 'TWD', 3),
    name: ' 洗剪吹 ',
    price: 800,
    prepayment: 200,
    operatorIds: [5],
  };

  it('builds a request in minor units that the contracts accept', () => {
    expect(validateServiceForm(values)).toEqual({});
    const request = serviceRequest(values, 'TWD');
    expect(request).toMatchObject({ name: '洗剪吹', price: 80000, prepaymentAmount: 20000 });
    expect(contracts.ZServiceInput.safeParse(request).success).toBe(true);
    expect(contracts.ZUpdateServiceRequest.safeParse(request).success).toBe(true);
  });

  it('sends null to follow the shop rule', () => {
    expect(serviceRequest({ ...values, prepayment: null }, 'TWD').prepaymentAmount).toBeNull();
  });

  it('round-trips a stored service', () => {
    const stored = {
      id: 1,
      shopId: 1,
      serviceGroupId: 3,
      name: '染髮',
      description: null,
      durationMinutes: 120,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 15,
      price: 250000,
      currency: 'TWD' as const,
      prepaymentAmount: null,
      isBookable: false,
      position: 0,
      operatorIds: [1, 2],
    };
    const form = serviceFormValues(stored, 'TWD', null);
    expect(form.price).toBe(2500);
    expect(serviceRequest(form, 'TWD')).toMatchObject({ price: 250000, isBookable: false });
  });

  it('names bad fields', () => {
    const errors = validateServiceForm({
      ...values,
      name: '',
      serviceGroupId: null,
      durationMinutes: 3,
      prepayment: 900,
    });
    expect(Object.keys(errors).sort()).toEqual(
      ['durationMinutes', 'name', 'prepaymentAmount', 'serviceGroupId'].sort(),
    );
  });

  it('says what the form said before, in zh-TW', () => {
    expect(
      validateServiceForm({
        ...values,
        name: '',
        serviceGroupId: null,
        durationMinutes: 3,
        bufferBeforeMinutes: 300,
        price: '',
        prepayment: null,
      }),
    ).toEqual({
      name: '請輸入服務名稱',
      serviceGroupId: '請選擇分類',
      durationMinutes: '服務時間為 5 到 720 分鐘',
      bufferBeforeMinutes: '準備時間為 0 到 240 分鐘',
      price: '請輸入價格',
    });
    expect(validateServiceForm({ ...values, prepayment: 900 })).toEqual({
      prepaymentAmount: '訂金不可高於價格',
    });
  });
});
