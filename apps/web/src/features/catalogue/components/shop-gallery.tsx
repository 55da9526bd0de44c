import type { TShopImage } from '@haoyue/contracts';
import { imagesOfType } from '../../../lib/shop-images';
import { ResponsiveGrid } from '../../../ui/responsive-grid';
import classes from './shop-sections.module.css';

/** The shop's gallery photos in a square grid; renders nothing without photos. */
export function ShopGallery({ images, shopName }: { images: TShopImage[]; shopName: string }) {
  const gallery = imagesOfType(images, 'GALLERY');
  if (gallery.length === 0) return null;
  return (
    <ResponsiveGrid cols={{ base: 2, 48: 3, 64: 4 }} gap="xs">
      {gallery.map((image, i) => (
        <div key={image.id} className={classes.tile}>
          <img
            src={image.url}
            alt={`${shopName} 作品 ${i + 1}`}
            loading="lazy"
            decoding="async"
            className={classes.tileImg}
          />
        </div>
      ))}
    </ResponsiveGrid>
  );
}
