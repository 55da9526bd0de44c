import type { TShopImage } from '@haoyue/contracts';

type ImageType = TShopImage['type'];

/** All images of one type, in the order the shop arranged them. */
export function imagesOfType(images: readonly TShopImage[] | undefined, type: ImageType) {
  return (images ?? []).filter((i) => i.type === type).sort((a, b) => a.position - b.position);
}

/** The first image of a type (a shop has at most one avatar and one cover in practice). */
export function firstImageUrl(
  images: readonly TShopImage[] | undefined,
  type: ImageType,
): string | null {
  return imagesOfType(images, type)[0]?.url ?? null;
}
