import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { depositories, depositoryTransactions } from '../../db/schema';
import { buildShop } from '../../../test/factories';
import { buildCustomer } from '../../../test/member-item-factories';
import { sellerTestKit } from '../../../test/seller-factories';

// Concurrency needs several connections: PostgreSQL only (PGlite runs one query at a time).
describe.runIf(process.env.TEST_DB === 'postgres')('stored value under concurrency', () => {
  const kit = sellerTestKit();

  beforeAll(async () => {
    await buildShop(kit.t.database.db, { sellerId: kit.callers.sellerId });
  });

  const key = () => `key-${randomUUID()}`;
  const url = (customerId: number, verb: string) =>
    `/v1/sellers/${kit.callers.sellerId}/customer-records/${customerId}/depositories:${verb}`;

  const customer = async () =>
    (await buildCustomer(kit.t.database.db, kit.callers.sellerId, { displayName: '併發顧客' })).id;

  const post = (customerId: number, verb: string, body: Record<string, unknown>) =>
    kit.api.call('POST', url(customerId, verb), { token: kit.callers.owner.token, body });

  async function accountOf(customerId: number) {
    const [row] = await kit.t.database.db
      .select()
      .from(depositories)
      .where(eq(depositories.customerId, customerId));
    return row!;
  }

  it('20 simultaneous spends beyond the balance: exactly the affordable ones succeed', async () => {
    const c = await customer();
    expect(
      (await post(c, 'top-up', { amount: 1000, paymentMethod: 'CASH', idempotencyKey: key() }))
        .status,
    ).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(c, 'spend', { amount: 100, idempotencyKey: key() })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    for (const r of answers.filter((x) => x.status === 409)) {
      expect(r.body.error.code).toBe('E_INSUFFICIENT_BALANCE');
    }
    const account = await accountOf(c);
    expect(account.balance).toBe(0);
    const rows = await kit.t.database.db
      .select()
      .from(depositoryTransactions)
      .where(eq(depositoryTransactions.depositoryId, account.id));
    expect(rows).toHaveLength(11);
    expect(rows.every((r) => r.balanceAfter >= 0)).toBe(true);
    expect(
      answers
        .filter((r) => r.status === 200)
        .map((r) => r.body.data.transaction.balanceAfter)
        .sort((a: number, b: number) => a - b),
    ).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900]);
  });

  it('the same top-up twice, then 5 times at once, with one key: one movement', async () => {
    const c = await customer();
    const body = { amount: 5000, paymentMethod: 'CARD', idempotencyKey: key() };
    const first = await post(c, 'top-up', body);
    const second = await post(c, 'top-up', body);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);

    const d = await customer();
    const together = { amount: 7000, paymentMethod: 'CASH', idempotencyKey: key() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(d, 'top-up', together)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    for (const r of answers) expect(r.body).toEqual(answers[0]!.body);
    expect((await accountOf(c)).balance).toBe(5000);
    expect((await accountOf(d)).balance).toBe(7000);
    const rows = await kit.t.database.db
      .select()
      .from(depositoryTransactions)
      .where(
        inArray(depositoryTransactions.depositoryId, [
          (await accountOf(c)).id,
          (await accountOf(d)).id,
        ]),
      );
    expect(rows).toHaveLength(2);
  });

  it('ledger check: after a random mix, some of it concurrent, balance = sum of its rows', async () => {
    // mulberry32: the same sequence on every run.
    let seed = 20261123;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
    };
    const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
    const ids = [await customer(), await customer(), await customer(), await customer()];
    const sent: [number, string, Record<string, unknown>][] = [];
    const request = (): [number, string, Record<string, unknown>] => {
      const c = ids[between(0, ids.length - 1)]!;
      const idempotencyKey = key();
      const roll = random();
      if (roll < 0.3) {
        return [
          c,
          'top-up',
          { amount: between(1, 50) * 100, paymentMethod: 'CASH', idempotencyKey },
        ];
      }
      if (roll < 0.65) return [c, 'spend', { amount: between(1, 30) * 100, idempotencyKey }];
      if (roll < 0.8) {
        return [
          c,
          'refund',
          { amount: between(1, 20) * 100, paymentMethod: 'CARD', reason: '退款', idempotencyKey },
        ];
      }
      const amount = between(1, 10) * 100 * (random() < 0.5 ? -1 : 1);
      return [c, 'adjust', { amount, reason: '調整', idempotencyKey }];
    };
    const statuses: number[] = [];
    for (let round = 0; round < 25; round++) {
      const batch = Array.from({ length: between(1, 6) }, request);
      // Now and then a retry of an earlier request rides along (must move nothing new).
      if (sent.length > 0 && random() < 0.3) batch.push(sent[between(0, sent.length - 1)]!);
      sent.push(...batch);
      const answers = await Promise.all(batch.map(([c, verb, body]) => post(c, verb, body)));
      for (const r of answers) {
        expect([200, 409]).toContain(r.status);
        if (r.status === 409) expect(r.body.error.code).toBe('E_INSUFFICIENT_BALANCE');
        statuses.push(r.status);
      }
    }
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(20);

    const keys = new Set(sent.map(([, , body]) => body.idempotencyKey));
    for (const c of ids) {
      const account = await accountOf(c);
      const rows = await kit.t.database.db
        .select()
        .from(depositoryTransactions)
        .where(eq(depositoryTransactions.depositoryId, account.id))
        .orderBy(asc(depositoryTransactions.id));
      let running = 0;
      for (const row of rows) {
        running += row.amount;
        expect(row.balanceAfter).toBe(running);
        expect(row.balanceAfter).toBeGreaterThanOrEqual(0);
        expect(keys.has(row.idempotencyKey)).toBe(true);
      }
      expect(account.balance).toBe(running);
      expect(rows.at(-1)?.balanceAfter ?? 0).toBe(account.balance);
    }
    const all = await kit.t.database.db
      .select({ key: depositoryTransactions.idempotencyKey })
      .from(depositoryTransactions)
      .where(eq(depositoryTransactions.sellerId, kit.callers.sellerId));
    expect(new Set(all.map((r) => r.key)).size).toBe(all.length);
  });
});
