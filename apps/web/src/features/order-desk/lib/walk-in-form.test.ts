import type { TCustomer } from '@haoyue/contracts';
import { describe, expect, it } from 'vitest';
import { buildWalkInRequest, emptyWalkIn } from './walk-in-form';

const at = '2026-11-24T06:00:00.000Z';

describe('buildWalkInRequest', () => {
  it('says what is missing', () => {
    const { errors } = buildWalkInRequest(emptyWalkIn('2026-11-24'), 1);
    expect(errors).toEqual({
      services: '請選擇服務',
      time: '請選擇時間',
      customer: '請選擇顧客，或改為新增顧客',
    });
  });

  it('books an existing customer by id', () => {
    const draft = {
      ...emptyWalkIn('2026-11-24', { operatorId: 3, startTime: at }),
      serviceIds: [1, 2],
      customer: { mode: 'existing' as const, search: '0912', customer: { id: 7 } as TCustomer },
      note: '  常客 ',
    };
    expect(buildWalkInRequest(draft, 5)).toEqual({
      request: {
        shopId: 5,
        serviceIds: [1, 2],
        operatorId: 3,
        startTime: at,
        customerId: 7,
        note: '常客',
      },
      errors: null,
    });
  });

  it('books a new customer by name, with the phone in E.164 when given', () => {
    const base = { ...emptyWalkIn('2026-11-24', { startTime: at }), serviceIds: [1] };
    expect(
      buildWalkInRequest(
        { ...base, customer: { mode: 'new', displayName: ' 王小美 ', phone: '0912 345 678' } },
        1,
      ).request,
    ).toMatchObject({
      operatorId: null,
      profile: { displayName: '王小美', phoneNumber: '+886912345678' },
    });
    expect(
      buildWalkInRequest({ ...base, customer: { mode: 'new', displayName: '路人', phone: '' } }, 1)
        .request?.profile,
    ).toEqual({ displayName: '路人', phoneNumber: null });
    expect(
      buildWalkInRequest({ ...base, customer: { mode: 'new', displayName: '', phone: '123' } }, 1)
        .errors,
    ).toMatchObject({ displayName: '請填寫顧客姓名', phone: expect.stringContaining('手機號碼') });
  });
});
