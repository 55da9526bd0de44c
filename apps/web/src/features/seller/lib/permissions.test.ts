import * as contracts from '@haoyue/contracts';
import { describe, expect, it } from 'vitest';
import { can, SELLER_PERMISSIONS, SELLER_ROLE_LABELS } from './permissions';

describe('copy of the seller role table', () => {
  it('matches the contracts', () => {
    expect(SELLER_PERMISSIONS).toEqual(contracts.SELLER_PERMISSIONS);
    expect(SELLER_ROLE_LABELS).toEqual(contracts.SELLER_ROLE_LABELS);
  });

  it('answers as the contracts do for every role and permission', () => {
    for (const role of contracts.SELLER_ROLES) {
      for (const permission of Object.keys(contracts.SELLER_PERMISSIONS)) {
        const p = permission as keyof typeof contracts.SELLER_PERMISSIONS;
        expect(can(role, p), `${role} ${p}`).toBe(contracts.can(role, p));
      }
    }
  });

  it('keeps staff to the calendar', () => {
    expect(can('STAFF', 'calendar.work')).toBe(true);
    expect(can('STAFF', 'shops.update')).toBe(false);
    expect(can('MANAGER', 'shops.delete')).toBe(false);
    expect(can('MANAGER', 'catalogue.manage')).toBe(true);
  });
});
