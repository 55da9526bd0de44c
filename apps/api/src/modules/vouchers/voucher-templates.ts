import type { TVoucherTemplate } from '@haoyue/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countsBy } from '../../db/counts-by';
import { voucherTemplates, voucherTemplateServices, vouchers } from '../../db/schema';
import { linkServices, sellerCatalogue, sellerRows } from '../../lib/member-items/seller-catalogue';
import {
  coveredServices,
  listSellerServices,
  ownServiceIds,
  sellerCurrency,
} from '../../lib/member-items/seller-services';

/** The seller's templates: one sold is kept (turn it off instead). */
export const voucherTemplateCatalogue = sellerCatalogue(voucherTemplates, {
  notFound: '找不到這個套票方案',
  usedBy: vouchers.templateId,
  inUse: '這個套票方案已售出過，無法刪除，請改為停售',
});

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

/** Which of the seller's templates a call names. */
type TemplateRef = { sellerId: number; templateId: number };

/** The templates as answered: with their services (by name) and how many were sold. */
async function present(db: Db, rows: TemplateRow[]): Promise<TVoucherTemplate[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [covered, sold] = await Promise.all([
    coveredServices(db, voucherTemplateServices, {
      itemId: voucherTemplateServices.templateId,
      itemIds: ids,
    }),
    countsBy(db, vouchers.templateId, inArray(vouchers.templateId, ids)),
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
    services: covered.get(r.id) ?? [],
    soldCount: sold.get(r.id) ?? 0,
  }));
}

/** One of the seller's templates (404 for another seller's). */
export function ownTemplate(db: Db, { sellerId, templateId }: TemplateRef) {
  return voucherTemplateCatalogue.own(db, { sellerId, id: templateId });
}

/** The services a template covers. */
export async function templateServiceIds(db: Db, templateId: number): Promise<number[]> {
  const rows = await db
    .select({ id: voucherTemplateServices.serviceId })
    .from(voucherTemplateServices)
    .where(eq(voucherTemplateServices.templateId, templateId));
  return rows.map((r) => r.id);
}

/** The seller's services a template may cover, by shop. */
export function listVoucherServices(db: Db, { sellerId }: { sellerId: number }) {
  return listSellerServices(db, sellerId);
}

export async function listVoucherTemplates(db: Db, { sellerId }: { sellerId: number }) {
  return present(db, await sellerRows(db, voucherTemplates, sellerId));
}

export async function getVoucherTemplate(db: Db, ref: TemplateRef): Promise<TVoucherTemplate> {
  const [template] = await present(db, [await ownTemplate(db, ref)]);
  return template!;
}

/** A new template in the seller's currency covering some of the seller's services. */
export async function createVoucherTemplate(
  db: Db,
  { sellerId, input }: { sellerId: number; input: VoucherTemplateInput },
): Promise<TVoucherTemplate> {
  const { serviceIds, ...fields } = input;
  const covered = await ownServiceIds(db, sellerId, { ids: serviceIds });
  const currency = await sellerCurrency(db, sellerId);
  const templateId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(voucherTemplates)
      .values({ ...fields, sellerId, currency })
      .returning({ id: voucherTemplates.id });
    await linkServices(tx, voucherTemplateServices, {
      item: 'templateId',
      id: row!.id,
      serviceIds: covered,
    });
    return row!.id;
  });
  return getVoucherTemplate(db, { sellerId, templateId });
}

/** Changes a template; vouchers already sold keep the copy they were sold with. */
export async function updateVoucherTemplate(
  db: Db,
  { input, ...ref }: TemplateRef & { input: VoucherTemplateInput },
): Promise<TVoucherTemplate> {
  await ownTemplate(db, ref);
  const { serviceIds, ...fields } = input;
  const covered = await ownServiceIds(db, ref.sellerId, { ids: serviceIds });
  await db.transaction(async (tx) => {
    await tx
      .update(voucherTemplates)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(voucherTemplates.id, ref.templateId));
    await linkServices(tx, voucherTemplateServices, {
      item: 'templateId',
      id: ref.templateId,
      serviceIds: covered,
    });
  });
  return getVoucherTemplate(db, ref);
}

/** Deletes a template never sold; once sold it keeps the history (turn it off instead). */
export function deleteVoucherTemplate(db: Db, { sellerId, templateId }: TemplateRef) {
  return voucherTemplateCatalogue.remove(db, sellerId, templateId);
}
