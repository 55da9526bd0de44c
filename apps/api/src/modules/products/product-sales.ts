import {
  MEMBER_ITEM_LIMITS,
  type TProductSalePaymentMethod,
  type TProductTransaction,
} from '@haoyue/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  orders,
  products,
  productStocks,
  productTransactionItems,
  productTransactions,
  shops,
} from '../../db/schema';
import type { CounterActor } from '../../http/data-route';
import { AppError, invalid } from '../../lib/errors';
import {
  answerKeyReplay,
  depositoryLedger,
  findMovements,
  movementPage,
} from '../../lib/ledger/ledger';
import { heldBy } from '../../lib/member-items/customer-records';
import { moveDepository } from '../stored-value';
import { moneyTransaction } from '../../lib/money-transaction';
import type { PageRequest } from '../../lib/paging';
import { presentProductTransactions, type ProductTransactionRow } from './product-presenters';
import { idempotencyKeyReused, ownSellerCustomer } from '../stored-value';

/** The unique index a concurrent duplicate sale key trips. */
const SALE_KEY_CONSTRAINT = 'product_transactions_key';

/** A sale as the counter asks for it. */
type SaleInput = {
  shopId: number;
  items: { productId: number; quantity: number }[];
  paymentMethod: TProductSalePaymentMethod;
  orderId?: number | null | undefined;
  idempotencyKey: string;
};

export type ProductSale = SaleInput & {
  sellerId: number;
  customerId: number;
  actorUserId: number | null;
  now: Date;
};

/** Whether a recorded sale is the one `sale` asks for (same customer, shop, payment, lines). */
async function isSameSale(db: Db, row: ProductTransactionRow, sale: ProductSale) {
  if (
    row.customerId !== sale.customerId ||
    row.shopId !== sale.shopId ||
    row.paymentMethod !== sale.paymentMethod ||
    row.orderId !== (sale.orderId ?? null)
  ) {
    return false;
  }
  const lines = await db
    .select({
      productId: productTransactionItems.productId,
      quantity: productTransactionItems.quantity,
    })
    .from(productTransactionItems)
    .where(eq(productTransactionItems.productTransactionId, row.id));
  const asKey = (ls: { productId: number | null; quantity: number }[]) =>
    ls
      .map((l) => `${l.productId}x${l.quantity}`)
      .sort()
      .join(',');
  return asKey(lines) === asKey(sale.items);
}

/** The sale recorded under the key: answered again when it is the same sale, else 409. */
async function earlierSale(db: Db, sale: ProductSale): Promise<TProductTransaction | null> {
  const [row] = await findMovements(db, productTransactions, {
    sellerId: sale.sellerId,
    keys: [sale.idempotencyKey],
  });
  if (!row) return null;
  if (!(await isSameSale(db, row, sale))) throw idempotencyKeyReused();
  const [presented] = await presentProductTransactions(db, [row]);
  return presented!;
}

/** 400 unless the shop is an open shop of the seller and the order (if any) the customer's. */
async function checkSaleRefs(db: Db, sale: ProductSale) {
  const [shop] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(
      and(
        eq(shops.id, sale.shopId),
        eq(shops.sellerId, sale.sellerId),
        ne(shops.reviewStatus, 'CLOSED'),
      ),
    );
  if (!shop) throw invalid('shopId', '請選擇這個商家的店家');
  if (sale.orderId) {
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(heldBy(orders, { ...sale, id: sale.orderId }));
    if (!order) throw invalid('orderId', '找不到這位顧客的這筆預約');
  }
}

/**
 * Sells products to a customer at a shop, all in one database transaction: each line takes its
 * units by a conditional UPDATE that never lets the shelf go below zero (409 E_OUT_OF_STOCK
 * naming the product), the sale and its lines are written with each product's name and price
 * copied, and a DEPOSITORY payment spends the total from the customer's stored value
 * (moveDepository, key `sale:<key>`). Any refusal rolls everything back. The same key answers
 * the first sale; concurrent duplicates meet the unique key and answer it too.
 */
export async function sellProducts(
  db: Db,
  { customerId, actor, input }: { customerId: number; actor: CounterActor; input: SaleInput },
): Promise<TProductTransaction> {
  const { sellerId, userId: actorUserId, now } = actor;
  const sale: ProductSale = { sellerId, customerId, actorUserId, ...input, now };
  await ownSellerCustomer(db, sale.sellerId, sale.customerId);
  const earlier = await earlierSale(db, sale);
  if (earlier) return earlier;
  await checkSaleRefs(db, sale);
  // One money transaction (decision 017): the key claimed first; stock and stored value are
  // the account rows, taken last. A concurrent twin of the key answers the first sale.
  return answerKeyReplay(
    [SALE_KEY_CONSTRAINT, depositoryLedger.keyIndex],
    () =>
      moneyTransaction(
        db,
        async (m) => {
          await m.lockOrders(sale.orderId ? [sale.orderId] : []);
          m.enterAccounts();
          const row = await recordSale(m.db, sale, now);
          const [presented] = await presentProductTransactions(m.db, [row]);
          return presented!;
        },
        {
          idempotency: {
            scope: `seller:${sale.sellerId}`,
            key: sale.idempotencyKey,
            operation: 'products.sell',
            request: {
              customerId: sale.customerId,
              shopId: sale.shopId,
              items: sale.items,
              paymentMethod: sale.paymentMethod,
              orderId: sale.orderId ?? null,
            },
          },
        },
      ),
    () => earlierSale(db, sale),
  );
}

async function recordSale(tx: Db, sale: ProductSale, now: Date): Promise<ProductTransactionRow> {
  const ids = sale.items.map((l) => l.productId);
  const rows = await tx
    .select()
    .from(products)
    .where(and(eq(products.sellerId, sale.sellerId), inArray(products.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) throw invalid('items', '商品不存在或不屬於這個商家');
  const inactive = rows.find((r) => !r.isActive);
  if (inactive) throw AppError.of('E_OUT_OF_STOCK', `「${inactive.name}」已下架，無法販售`);
  const currency = rows[0]!.currency;
  if (rows.some((r) => r.currency !== currency)) {
    throw invalid('items', '同一筆銷售的商品需為相同幣別');
  }

  const priced = sale.items.map((line) => {
    const product = byId.get(line.productId)!;
    return {
      productId: product.id,
      name: product.name,
      unitPrice: product.price,
      quantity: line.quantity,
      amount: product.price * line.quantity,
    };
  });
  const total = priced.reduce((sum, l) => sum + l.amount, 0);
  if (total > MEMBER_ITEM_LIMITS.amount) throw invalid('items', '這筆銷售的金額超過上限');

  // Lines in product order, so two sales of the same products lock the stock rows alike.
  const lines = [...sale.items].sort((a, b) => a.productId - b.productId);
  for (const line of lines) {
    const [taken] = await tx
      .update(productStocks)
      .set({ quantity: sql`${productStocks.quantity} - ${line.quantity}`, updatedAt: now })
      .where(
        and(
          eq(productStocks.productId, line.productId),
          eq(productStocks.shopId, sale.shopId),
          sql`${productStocks.quantity} >= ${line.quantity}`,
        ),
      )
      .returning({ quantity: productStocks.quantity });
    if (!taken) {
      const [stock] = await tx
        .select({ quantity: productStocks.quantity })
        .from(productStocks)
        .where(
          and(eq(productStocks.productId, line.productId), eq(productStocks.shopId, sale.shopId)),
        );
      const name = byId.get(line.productId)!.name;
      throw AppError.of('E_OUT_OF_STOCK', `「${name}」庫存不足（剩 ${stock?.quantity ?? 0}）`);
    }
  }

  const [row] = await tx
    .insert(productTransactions)
    .values({
      sellerId: sale.sellerId,
      shopId: sale.shopId,
      customerId: sale.customerId,
      orderId: sale.orderId ?? null,
      total,
      currency,
      paymentMethod: sale.paymentMethod,
      actorUserId: sale.actorUserId,
      idempotencyKey: sale.idempotencyKey,
      createdAt: now,
    })
    .returning();
  await tx
    .insert(productTransactionItems)
    .values(priced.map((l) => ({ ...l, productTransactionId: row!.id })));

  if (sale.paymentMethod === 'DEPOSITORY' && total > 0) {
    await moveDepository(tx, {
      sellerId: sale.sellerId,
      customerId: sale.customerId,
      currency,
      kind: 'SPEND',
      amount: -total,
      orderId: sale.orderId ?? null,
      productTransactionId: row!.id,
      actorUserId: sale.actorUserId,
      idempotencyKey: `sale:${sale.idempotencyKey}`,
      now,
    });
  }
  return row!;
}

/** A customer's product purchases at the seller, newest first, a page at a time. */
export async function listCustomerProductSales(
  db: Db,
  { sellerId, customerId, q }: { sellerId: number; customerId: number; q: PageRequest },
) {
  const where = heldBy(productTransactions, { sellerId, customerId });
  const { rows, meta } = await movementPage(db, productTransactions, { where, paging: q });
  return { data: await presentProductTransactions(db, rows), meta };
}

/** The seller's customer's purchases (404 for another seller's customer). */
export async function listProductSales(
  db: Db,
  call: { sellerId: number; customerId: number; q: PageRequest },
) {
  await ownSellerCustomer(db, call.sellerId, call.customerId);
  return listCustomerProductSales(db, call);
}
