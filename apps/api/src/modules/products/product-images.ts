import { MEMBER_ITEM_LIMITS, type TProductImage } from '@haoyue/contracts';
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productImages } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { presentProductImage } from './product-presenters';
import { ownProduct } from './products';
import { reorderRows } from '../../lib/ordering';

const MAX_IMAGES = MEMBER_ITEM_LIMITS.productImages;
const tooMany = () => AppError.of('E_TOO_MANY_IMAGES', `每項商品最多 ${MAX_IMAGES} 張圖片`);

/** 409 E_TOO_MANY_IMAGES when the product already has its most images (checked before storing). */
export async function checkRoomForImage(db: Db, productId: number): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  if (Number(row?.n ?? 0) >= MAX_IMAGES) throw tooMany();
}

/** Appends an image already stored at `url` to the product's images (at most 10). */
export async function addProductImage(
  db: Db,
  { productId, url }: { productId: number; url: string },
): Promise<TProductImage> {
  const row = await db.transaction(async (tx) => {
    const [{ n, last } = { n: 0, last: null }] = await tx
      .select({ n: count(), last: max(productImages.position) })
      .from(productImages)
      .where(eq(productImages.productId, productId));
    if (Number(n) >= MAX_IMAGES) throw tooMany();
    const [added] = await tx
      .insert(productImages)
      .values({ productId, url, position: (last ?? -1) + 1 })
      .returning();
    return added!;
  });
  return presentProductImage(row);
}

/** The product's images in their order. */
export async function listProductImages(db: Db, productId: number): Promise<TProductImage[]> {
  const rows = await db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
  return rows.map(presentProductImage);
}

/** Which of the seller's products' images a call names. */
type ImageCall = { sellerId: number; productId: number };

/** Deletes one of the images of one of the seller's products, or 404. */
export async function deleteProductImage(
  db: Db,
  { sellerId, imageId, ...call }: ImageCall & { imageId: number },
): Promise<void> {
  const { id: productId } = await ownProduct(db, sellerId, call.productId);
  const [row] = await db
    .delete(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .returning({ id: productImages.id });
  if (!row) throw notFound('找不到圖片');
}

/** Puts the product's images in the order of `ids`, which must be exactly its images (else 400). */
export async function reorderProductImages(
  db: Db,
  { sellerId, input: { ids }, ...call }: ImageCall & { input: { ids: number[] } },
): Promise<TProductImage[]> {
  const { id: productId } = await ownProduct(db, sellerId, call.productId);
  await reorderRows(db, {
    table: productImages,
    scope: eq(productImages.productId, productId),
    ids,
    message: '請提供這項商品的全部圖片',
  });
  return listProductImages(db, productId);
}
