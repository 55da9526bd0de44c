import {
  ActionIcon,
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Stack,
  Text,
} from '@mantine/core';
import {
  imageSrcSet,
  MEMBER_ITEM_LIMITS,
  STORED_IMAGE_SIZES,
  type TProduct,
} from '@haoyue/contracts';
import { useState } from 'react';
import {
  useDeleteProductImage,
  useReorderProductImages,
  useUploadProductImage,
} from '../api/seller-products';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES } from '../lib/product-money';

const THUMB = 72;

/** A product's images as square thumbnails: add one (checked before it is sent), delete one. */
export function ProductImagesEditor({
  sellerId,
  product,
  canManage,
}: {
  sellerId: number;
  product: TProduct;
  canManage: boolean;
}) {
  const upload = useUploadProductImage(sellerId);
  const remove = useDeleteProductImage(sellerId);
  const reorder = useReorderProductImages(sellerId);
  /** Moves the image at `index` one place to the front (the first is the cover). */
  const moveForward = (index: number) => {
    const ids = product.images.map((i) => i.id);
    [ids[index - 1], ids[index]] = [ids[index]!, ids[index - 1]!];
    reorder.mutate({ productId: product.id, ids });
  };
  const [pickError, setPickError] = useState<string | null>(null);
  const full = product.images.length >= MEMBER_ITEM_LIMITS.productImages;

  const pick = (file: File | null) => {
    upload.reset();
    if (!file) return;
    if (!PRODUCT_IMAGE_TYPES.includes(file.type))
      return setPickError('請選擇 JPG、PNG 或 WebP 圖片');
    if (file.size > PRODUCT_IMAGE_MAX_BYTES) return setPickError('圖片需小於 8 MB');
    setPickError(null);
    upload.mutate({ productId: product.id, file });
  };
  const error =
    pickError ?? upload.error?.message ?? remove.error?.message ?? reorder.error?.message;

  return (
    <Stack gap={4}>
      <Group gap={6} wrap="wrap" data-testid="product-images">
        {product.images.map((image, index) => (
          <div
            key={image.id}
            style={{ position: 'relative', width: THUMB, height: THUMB }}
            data-testid="product-image"
          >
            <Image
              src={image.url}
              srcSet={imageSrcSet(image.url, STORED_IMAGE_SIZES.PRODUCT_IMAGE.width)}
              sizes={`${THUMB}px`}
              alt={`${product.name} 圖片`}
              w={THUMB}
              h={THUMB}
              radius="sm"
              fit="cover"
            />
            {canManage && (
              <CloseButton
                size="xs"
                variant="filled"
                aria-label="刪除圖片"
                style={{ position: 'absolute', top: 2, right: 2 }}
                disabled={remove.isPending}
                onClick={() => remove.mutate({ productId: product.id, imageId: image.id })}
              />
            )}
            {canManage && index > 0 && (
              <ActionIcon
                size="xs"
                variant="filled"
                color="gray"
                aria-label="圖片往前移"
                style={{ position: 'absolute', bottom: 2, left: 2 }}
                disabled={reorder.isPending}
                onClick={() => moveForward(index)}
              >
                ←
              </ActionIcon>
            )}
          </div>
        ))}
        {product.images.length === 0 && (
          <div
            style={{
              width: THUMB,
              height: THUMB,
              borderRadius: 4,
              background: 'var(--mantine-color-gray-1)',
            }}
            aria-hidden
          />
        )}
        {canManage && !full && (
          <FileButton
            onChange={pick}
            accept={PRODUCT_IMAGE_TYPES.join(',')}
            inputProps={
              {
                'aria-label': `為「${product.name}」選擇圖片`,
                'data-testid': 'product-image-file',
              } as object
            }
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                h={THUMB}
                loading={upload.isPending}
                data-testid="product-image-add"
              >
                加圖片
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {error && (
        <Text size="xs" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
