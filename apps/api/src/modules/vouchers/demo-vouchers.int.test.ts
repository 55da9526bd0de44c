import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { voucherTemplates, vouchers, voucherTransactions } from '../../db/schema';
import { heldByDemoCustomer, rowsOfEachSeller } from '../../../test/demo-fixture';
import { testAppOfFile } from '../../../test/helper';

const t = testAppOfFile({ demo: true });

describe('demo vouchers', () => {
  it('gives every demo seller two templates, the first 10 sessions for the price of 8', async () => {
    const db = t.database.db;
    for (const { seller, rows: templates } of await rowsOfEachSeller(db, voucherTemplates)) {
      expect([seller.displayName, templates.length]).toEqual([seller.displayName, 2]);
      const ten = templates.find((x) => x.position === 0)!;
      expect(ten).toMatchObject({ sessions: 10, validityDays: 365, isActive: true });
      expect(ten.name).toMatch(/10 次（送 2 次）$/);
    }
  });

  it('has 王小美 hold a voucher at 光點髮藝 with 5 of 10 sessions used, its ledger adding up', async () => {
    const db = t.database.db;
    const [held] = await heldByDemoCustomer(db, vouchers);
    expect(held?.item).toMatchObject({ sessionsTotal: 10, sessionsLeft: 5 });
    const rows = await db
      .select()
      .from(voucherTransactions)
      .where(eq(voucherTransactions.voucherId, held!.item.id));
    expect(rows.map((r) => r.kind).sort()).toEqual(['SELL', 'USE', 'USE', 'USE', 'USE', 'USE']);
    expect(rows.reduce((sum, r) => sum + r.sessions, 0)).toBe(5);
    expect(new Set(rows.map((r) => r.idempotencyKey)).size).toBe(6);
  });
});
