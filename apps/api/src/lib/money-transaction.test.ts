import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fingerprintOf } from './money-transaction';

const MODULES = path.resolve(import.meta.dirname, '../modules');

/** Tables whose rows hold money, balances or what an order owes (decision 017). */
const MONEY_TABLES = [
  'paymentables',
  'payments',
  'refunds',
  'transferReports',
  'depositories',
  'depositoryTransactions',
  'vouchers',
  'voucherTransactions',
  'coupons',
  'productStocks',
  'productTransactions',
];

/**
 * Files that name a money table and still open a plain transaction, each with why it may: none
 * of them moves money or a balance. Keyed by file name, so moving a file keeps its reason.
 */
const PLAIN_TRANSACTIONS: Record<string, string> = {
  'products.ts': 'product details and pictures; stock levels are set by the manager, not moved',
  'coupon-campaigns.ts': 'campaign settings (create, edit, delete); issuing goes through money',
  'voucher-templates.ts': 'template settings; a sale copies them in a money transaction',
  'move-order.ts':
    'the booking engine moves a booking under its operator lock; it shortens a deadline only',
  'seller-customers.ts': 'customer notes and tags',
  'settings.ts': "a shop's payment settings and LINE Pay channel",
  'notify-order.ts':
    "a reminder's message row and its work item; it reads the order's prepayment for the text",
  'shops.service.ts':
    "a shop's details with its re-review mark; it reads product sales only to keep a shop that has some",
};

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe('money transactions (decision 017)', () => {
  it('no module opens a plain transaction where money tables are written', () => {
    const offenders = sources(MODULES).filter((file) => {
      const text = fs.readFileSync(file, 'utf8');
      if (!/\.transaction\(/.test(text)) return false;
      const names = MONEY_TABLES.some((t) => new RegExp(`\\b${t}\\b`).test(text));
      return names && !(path.basename(file) in PLAIN_TRANSACTIONS);
    });
    expect(offenders.map((f) => path.relative(MODULES, f))).toEqual([]);
  });

  it('fingerprints a request by its content, not the order of its keys', () => {
    expect(fingerprintOf('vouchers.sell', { a: 1, b: [1, { c: 2, d: 3 }] })).toBe(
      fingerprintOf('vouchers.sell', { b: [1, { d: 3, c: 2 }], a: 1 }),
    );
    expect(fingerprintOf('vouchers.sell', { a: 1 })).not.toBe(
      fingerprintOf('vouchers.use', { a: 1 }),
    );
    expect(fingerprintOf('x', { a: 1, b: undefined })).toBe(fingerprintOf('x', { a: 1 }));
    expect(fingerprintOf('x', { a: 1 })).not.toBe(fingerprintOf('x', { a: 2 }));
  });
});
