import type { TShopImage } from '@haoyue/contracts';
import { imagesOfType } from '../../../lib/shop-images';
import classes from './shop-sections.module.css';

/** The shop's gallery photos in a square grid; renders nothing without photos. */
export function ShopGallery({ images, shopName }: { images: TShopImage[]; shopName: string }) {
  const gallery = imagesOfType(images, 'GALLERY');
  if (gallery.length === 0) return null;
  return (
    <div className={classes.gallery}>
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
    </div>
  );
}
