import type { TManagedServiceGroup, TSeller } from '@haoyue/contracts';
import { describe, expect, it } from 'vitest';
import {
  blankService,
  defaultShopHours,
  filledServices,
  firstIncompleteStep,
  sellerStanding,
  validateServiceDrafts,
} from './get-started';

const seller = (id: number, role: 'OWNER' | 'MANAGER' | 'STAFF') =>
  ({ id, displayName: `商家 ${id}`, memberDetails: { role } }) as TSeller;
const closed = [[], [], [], [], [], [], []];
const open = defaultShopHours();
const group = (services: number) =>
  ({
    id: 1,
    services: Array.from({ length: services }, (_, i) => ({ id: i + 1 })),
  }) as never as TManagedServiceGroup;

describe('seller sign-up wizard', () => {
  it('works on the seller the user owns; members of others go to the dashboard', () => {
    expect(sellerStanding([])).toEqual({ kind: 'new' });
    expect(sellerStanding([seller(1, 'STAFF')])).toEqual({ kind: 'member' });
    expect(sellerStanding([seller(1, 'STAFF'), seller(2, 'OWNER')])).toMatchObject({
      kind: 'owner',
      seller: { id: 2 },
    });
  });

  it('resumes at the first step not done', () => {
    expect(firstIncompleteStep(null)).toBe('shop');
    expect(firstIncompleteStep({ weeklyHours: closed, groups: [], operators: [] })).toBe('hours');
    expect(firstIncompleteStep({ weeklyHours: open, groups: [group(0)], operators: [] })).toBe(
      'services',
    );
    expect(firstIncompleteStep({ weeklyHours: open, groups: [group(1)], operators: [] })).toBe(
      'operator',
    );
    expect(
      firstIncompleteStep({ weeklyHours: open, groups: [group(1)], operators: [{} as never] }),
    ).toBe('done');
  });

  it('opens new shops 10:00–20:00 Tuesday to Sunday', () => {
    expect(open[1]).toEqual([]);
    for (const weekday of [0, 2, 3, 4, 5, 6]) {
      expect(open[weekday]).toEqual([{ start: '10:00', end: '20:00' }]);
    }
  });

  it('needs one service at least; blank rows are skipped, half-filled ones flagged', () => {
    expect(validateServiceDrafts([blankService()])).toEqual({ form: '請至少新增一項服務' });
    const rows = [
      { name: ' 剪髮 ', durationMinutes: 60, price: 800 },
      blankService(),
      { name: '', durationMinutes: 3, price: 500 },
    ];
    expect(validateServiceDrafts(rows)).toEqual({
      '2.name': '請輸入服務名稱',
      '2.durationMinutes': '5 到 720 分鐘',
    });
    expect(filledServices(rows.slice(0, 2))).toEqual([
      { name: '剪髮', durationMinutes: 60, price: 800 },
    ]);
  });
});
