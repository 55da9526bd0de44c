import { describe, expect, it } from 'vitest';
import { roleAbilities } from './seller-roles';

describe('roleAbilities (the members page describes each role from the permission table)', () => {
  it('staff: the calendar, customer records, the counter and replies; no refunds or settings', () => {
    const staff = roleAbilities('STAFF');
    expect(staff).toEqual([
      '使用預約行事曆',
      '回覆評價',
      '顧客資料與備註',
      '櫃台結帳（儲值、套票、優惠券、商品）',
    ]);
    expect(staff.join('')).not.toMatch(/退款|設定|管理成員/);
  });

  it('managers: everything but members, deleting shops and the LINE Pay keys', () => {
    const manager = roleAbilities('MANAGER');
    expect(manager).toContain('退款與調整餘額');
    expect(manager).toContain('管理服務項目與服務人員');
    expect(manager).not.toContain('管理成員');
    expect(manager).not.toContain('刪除店家');
    expect(manager).not.toContain('LINE Pay 串接');
    expect(roleAbilities('OWNER')).toContain('管理成員');
  });
});
