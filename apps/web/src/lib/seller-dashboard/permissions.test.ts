import { describe, expect, it } from 'vitest';
import { can, INVITABLE_ROLES } from './permissions';

describe('seller roles in the dashboard', () => {
  it('keeps staff to the calendar and managers out of members and shop deletion', () => {
    expect(can('STAFF', 'calendar.work')).toBe(true);
    expect(can('STAFF', 'shops.update')).toBe(false);
    expect(can('STAFF', 'catalogue.manage')).toBe(false);
    expect(can('MANAGER', 'shops.delete')).toBe(false);
    expect(can('MANAGER', 'members.manage')).toBe(false);
    expect(can('MANAGER', 'catalogue.manage')).toBe(true);
    expect(can('OWNER', 'members.manage')).toBe(true);
  });

  it('never offers the owner role in invitations', () => {
    expect(INVITABLE_ROLES).not.toContain('OWNER');
  });
});
