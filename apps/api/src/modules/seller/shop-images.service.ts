import { ERROR_CODES, type TShopImage } from '@haoyue/contracts';
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsInDisplayOrder } from '../../db/display-order';
import { shopImages } from '../../db/schema';
import { markEditedSinceReview } from './shop-review';
import { AppError, notFound } from '../../lib/errors';
import { presentImage } from '../catalogue';
import { shopListReorder } from './ordering';

/** Most photos a shop's gallery holds. */
export const GALLERY_MAX_IMAGES = 20;

type ImageType = TShopImage['type'];

/** The shop's images: avatar, cover, then the gallery in its order. */
export async function listShopImages(
  db: Db,
  { shopId }: { shopId: number },
): Promise<TShopImage[]> {
  const rows = await rowsInDisplayOrder(db, {
    table: shopImages,
    where: eq(shopImages.shopId, shopId),
    first: [asc(shopImages.type)],
  });
  return rows.map(presentImage);
}

/** Adds an image already stored at `url`: an avatar or cover replaces the previous one; the gallery appends. */
export async function addShopImage(
  db: Db,
  { shopId, type, url }: { shopId: number; type: ImageType; url: string },
): Promise<TShopImage> {
  const row = await db.transaction(async (tx) => {
    if (type === 'GALLERY') {
      const [{ n, last } = { n: 0, last: null }] = await tx
        .select({ n: count(), last: max(shopImages.position) })
        .from(shopImages)
        .where(and(eq(shopImages.shopId, shopId), eq(shopImages.type, 'GALLERY')));
      if (n >= GALLERY_MAX_IMAGES) {
        throw AppError.of(ERROR_CODES.TOO_MANY_IMAGES, `相簿最多 ${GALLERY_MAX_IMAGES} 張照片`);
      }
      const [added] = await tx
        .insert(shopImages)
        .values({ shopId, type, url, position: (last ?? -1) + 1 })
        .returning();
      await markEditedSinceReview(tx as unknown as Db, shopId);
      return added!;
    }
    await tx
      .delete(shopImages)
      .where(and(eq(shopImages.shopId, shopId), eq(shopImages.type, type)));
    const [added] = await tx
      .insert(shopImages)
      .values({ shopId, type, url, position: 0 })
      .returning();
    // A new or replaced photo is for the platform to look at again (decision 022).
    await markEditedSinceReview(tx as unknown as Db, shopId);
    return added!;
  });
  return presentImage(row);
}

/** Deletes one of the shop's images, or 404. */
export async function deleteShopImage(
  db: Db,
  { shopId, imageId }: { shopId: number; imageId: number },
): Promise<{ deleted: true }> {
  const [row] = await db
    .delete(shopImages)
    .where(and(eq(shopImages.id, imageId), eq(shopImages.shopId, shopId)))
    .returning();
  if (!row) throw notFound('找不到圖片');
  return { deleted: true };
}

/** Reorders the gallery: `ids` must be exactly the shop's gallery images. */
export const reorderShopImages = shopListReorder({
  table: shopImages,
  scope: (shopId) => and(eq(shopImages.shopId, shopId), eq(shopImages.type, 'GALLERY')),
  message: '請提供這間店相簿中的全部照片',
  list: listShopImages,
});
