import type { TOperator, TService, TServiceGroup } from '@haoyue/contracts';
import { describe, expect, it } from 'vitest';
import {
  bookableGroups,
  chosenServices,
  commonOperatorIds,
  eligibleOperators,
  toggleId,
  totalsOf,
} from './selection';

function service(id: number, overrides: Partial<TService> = {}): TService {
  return {
    id,
    shopId: 1,
    serviceGroupId: 1,
    name: `服務 ${id}`,
    description: null,
    durationMinutes: 60,
    price: 80000,
    currency: 'TWD',
    isBookable: true,
    position: id,
    ...overrides,
  };
}

function operator(id: number, position: number): TOperator {
  return {
    id,
    shopId: 1,
    displayName: `人員 ${id}`,
    title: null,
    introduction: null,
    avatarUrl: null,
    position,
  };
}

const groups: TServiceGroup[] = [
  {
    id: 2,
    shopId: 1,
    name: '染髮',
    position: 2,
    services: [service(4, { position: 2 }), service(3, { position: 1 })],
  },
  { id: 1, shopId: 1, name: '剪髮', position: 1, services: [service(1), service(2)] },
  {
    id: 3,
    shopId: 1,
    name: '僅限現場',
    position: 3,
    services: [service(5, { isBookable: false })],
  },
];

describe('service choice', () => {
  it('keeps bookable services in menu order and drops empty groups', () => {
    const menu = bookableGroups(groups);
    expect(menu.map((g) => g.name)).toEqual(['剪髮', '染髮']);
    expect(menu[1]!.services.map((s) => s.id)).toEqual([3, 4]);
  });

  it('orders the chosen services as the menu does, whatever order they were tapped in', () => {
    const menu = bookableGroups(groups);
    expect(chosenServices(menu, [4, 1]).map((s) => s.id)).toEqual([1, 4]);
    expect(chosenServices(menu, [5])).toEqual([]);
    expect(toggleId([1, 4], 4)).toEqual([1]);
    expect(toggleId([1], 4)).toEqual([1, 4]);
  });

  it('offers only operators who perform every chosen service', () => {
    const a = service(1, { operatorIds: [10, 11, 12] });
    const b = service(2, { operatorIds: [12, 11] });
    expect(commonOperatorIds([a, b])).toEqual([11, 12]);
    const operators = [operator(12, 1), operator(11, 2), operator(10, 3)];
    expect(eligibleOperators(operators, [a, b]).map((o) => o.id)).toEqual([12, 11]);
    expect(eligibleOperators(operators, [a, service(3, { operatorIds: [] })])).toEqual([]);
    // Without operatorIds the menu cannot tell: everyone is offered.
    expect(commonOperatorIds([service(1)])).toBeNull();
    expect(eligibleOperators(operators, [service(1)])).toHaveLength(3);
  });

  it('adds up price and duration', () => {
    expect(totalsOf([service(1), service(2, { price: 150000, durationMinutes: 90 })])).toEqual({
      price: 230000,
      minutes: 150,
      currency: 'TWD',
    });
    expect(totalsOf([])).toEqual({ price: 0, minutes: 0, currency: null });
  });
});
