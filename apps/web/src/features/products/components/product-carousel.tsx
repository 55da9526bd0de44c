import { Text } from '@mantine/core';
import { imageSrcSet, STORED_IMAGE_SIZES, type TProductImage } from '@haoyue/contracts';
import { ImageFallback } from '../../../ui/shop-image';
import classes from './product-carousel.module.css';

/**
 * A product's images as a swipeable strip (CSS scroll snap; no carousel package is installed).
 * The square is reserved before the images load; a product without photos shows its initial on
 * the brand's colours in that square instead of an empty box.
 */
export function ProductCarousel({ name, images }: { name: string; images: TProductImage[] }) {
  if (images.length === 0) {
    return (
      <div className={classes.empty}>
        <ImageFallback name={name} />
      </div>
    );
  }
  return (
    <div>
      <div
        className={classes.strip}
        role="group"
        aria-roledescription="圖片輪播"
        aria-label={`${name} 的圖片`}
        tabIndex={images.length > 1 ? 0 : undefined}
        data-testid="product-carousel"
      >
        {images.map((image, i) => (
          <div key={image.id} className={classes.slide}>
            <img
              src={image.url}
              srcSet={imageSrcSet(image.url, STORED_IMAGE_SIZES.PRODUCT_IMAGE.width)}
              sizes="(max-width: 35.99em) 100vw, 540px"
              alt={`${name} 圖片 ${i + 1}`}
              width={540}
              height={540}
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </div>
        ))}
      </div>
      {images.length > 1 && (
        <Text size="xs" c="dimmed" ta="center" mt={4}>
          左右滑動看 {images.length} 張圖片
        </Text>
      )}
    </div>
  );
}
