import type { TVoucherTemplate } from '@haoyue/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { services, voucherTemplates, voucherTemplateServices, vouchers } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { ownServiceIds, sellerCurrency } from './seller-items';

const NOT_FOUND = '找不到這個套票方案';

type TemplateRow = typeof voucherTemplates.$inferSelect;

export type VoucherTemplateInput = {
  name: string;
  description: string;
  sessions: number;
  price: number;
  validityDays: number | null;
  serviceIds: number[];
  isActive: boolean;
};

/** The templates as answered: with their services (by name) and how many were sold. */
async function present(db: Db, rows: TemplateRow[]): Promise<TVoucherTemplate[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [links, sold] = await Promise.all([
    db
      .select({
        templateId: voucherTemplateServices.templateId,
        id: services.id,
        name: services.name,
      })
      .from(voucherTemplateServices)
      .innerJoin(services, eq(services.id, voucherTemplateServices.serviceId))
      .where(inArray(voucherTemplateServices.templateId, ids))
      .orderBy(asc(services.position), asc(services.id)),
    db
      .select({ templateId: vouchers.templateId, n: count() })
      .from(vouchers)
      .where(inArray(vouchers.templateId, ids))
      .groupBy(vouchers.templateId),
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    sessions: r.sessions,
    price: r.price,
    currency: r.currency,
    validityDays: r.validityDays,
    isActive: r.isActive,
    services: links.filter((l) => l.templateId === r.id).map(({ id, name }) => ({ id, name })),
    soldCount: Number(sold.find((s) => s.templateId === r.id)?.n ?? 0),
  }));
}

/** One of the seller's templates (404 for another seller's). */
export async function ownTemplate(db: Db, sellerId: number, templateId: number) {
  const [row] = await db
    .select()
    .from(voucherTemplates)
    .where(and(eq(voucherTemplates.id, templateId), eq(voucherTemplates.sellerId, sellerId)));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** The services a template covers. */
export async function templateServiceIds(db: Db, templateId: number): Promise<number[]> {
  const rows = await db
    .select({ id: voucherTemplateServices.serviceId })
    .from(voucherTemplateServices)
    .where(eq(voucherTemplateServices.templateId, templateId));
  return rows.map((r) => r.id);
}

export async function listVoucherTemplates(db: Db, sellerId: number) {
  const rows = await db
    .select()
    .from(voucherTemplates)
    .where(eq(voucherTemplates.sellerId, sellerId))
    .orderBy(asc(voucherTemplates.position), asc(voucherTemplates.id));
  return present(db, rows);
}

export async function getVoucherTemplate(db: Db, sellerId: number, templateId: number) {
  const [template] = await present(db, [await ownTemplate(db, sellerId, templateId)]);
  return template!;
}

export async function createVoucherTemplate(
  db: Db,
  sellerId: number,
  input: VoucherTemplateInput,
): Promise<TVoucherTemplate> {
  const serviceIds = await ownServiceIds(db, { sellerId, ids: input.serviceIds });
  const currency = await sellerCurrency(db, sellerId);
  const id = await db.transaction(async (tx) => {
    const { serviceIds: _ids, ...fields } = input;
    const [row] = await tx
      .insert(voucherTemplates)
      .values({ ...fields, sellerId, currency })
      .returning({ id: voucherTemplates.id });
    await tx
      .insert(voucherTemplateServices)
      .values(serviceIds.map((serviceId) => ({ templateId: row!.id, serviceId })));
    return row!.id;
  });
  return getVoucherTemplate(db, sellerId, id);
}

export interface UpdateVoucherTemplateInput {
  sellerId: number;
  templateId: number;
  input: VoucherTemplateInput;
}

/** Changes a template; vouchers already sold keep the copy they were sold with. */
export async function updateVoucherTemplate(
  db: Db,
  { sellerId, templateId, input }: UpdateVoucherTemplateInput,
): Promise<TVoucherTemplate> {
  await ownTemplate(db, sellerId, templateId);
  const serviceIds = await ownServiceIds(db, { sellerId, ids: input.serviceIds });
  await db.transaction(async (tx) => {
    const { serviceIds: _ids, ...fields } = input;
    await tx
      .update(voucherTemplates)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(voucherTemplates.id, templateId));
    await tx
      .delete(voucherTemplateServices)
      .where(eq(voucherTemplateServices.templateId, templateId));
    await tx
      .insert(voucherTemplateServices)
      .values(serviceIds.map((serviceId) => ({ templateId, serviceId })));
  });
  return getVoucherTemplate(db, sellerId, templateId);
}

/** Deletes a template never sold; once sold it keeps the history (turn it off instead). */
export async function deleteVoucherTemplate(
  db: Db,
  sellerId: number,
  templateId: number,
): Promise<void> {
  await ownTemplate(db, sellerId, templateId);
  await db.transaction(async (tx) => {
    // Lock the template so a sale cannot slip in between the check and the delete.
    await tx
      .select({ id: voucherTemplates.id })
      .from(voucherTemplates)
      .where(eq(voucherTemplates.id, templateId))
      .for('update');
    const [sold] = await tx
      .select({ id: vouchers.id })
      .from(vouchers)
      .where(eq(vouchers.templateId, templateId))
      .limit(1);
    if (sold) {
      throw AppError.of('E_HAS_LEDGER_HISTORY', '這個套票方案已售出過，無法刪除，請改為停售');
    }
    await tx.delete(voucherTemplates).where(eq(voucherTemplates.id, templateId));
  });
}
