import { imageSrcSet, STORED_IMAGE_SIZES, type TShopImage } from '@haoyue/contracts';
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
            srcSet={imageSrcSet(image.url, STORED_IMAGE_SIZES.SHOP_GALLERY.width)}
            // The grid's two, three or four columns.
            sizes="(max-width: 47.99em) 50vw, (max-width: 63.99em) 33vw, 280px"
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
