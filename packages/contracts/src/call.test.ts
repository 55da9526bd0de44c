import { describe, expect, it } from 'vitest';
import { defineCalls, operationDomain } from './call';

describe('defineCalls', () => {
  it('names each call <domain>.<call>, the domain in camelCase', () => {
    const calls = defineCalls('seller calendar', {
      listSlots: { method: 'GET', path: '/v1/x', summary: 'x', response: null, errors: [] },
    });
    expect(calls.listSlots.operationId).toBe('sellerCalendar.listSlots');
    expect(calls.listSlots.tags).toEqual(['seller calendar']);
    expect(operationDomain('stored-value')).toBe('storedValue');
    expect(operationDomain('booking')).toBe('booking');
    expect(() => operationDomain(' - ')).toThrow();
  });
});
