import {
  ActionIcon,
  Alert,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TShopImage } from '@haoyue/contracts';
import { useEffect, useState } from 'react';
import { imagesOfType } from '../../../lib/shop-images';
import { ErrorState } from '../../../ui/error-state';
import { useDeleteShopImage } from '../api/delete-shop-image';
import { useReorderShopImages } from '../api/reorder-shop-images';
import { useShopImages } from '../api/get-shop-images';
import { useUploadShopImage, type ShopImageType } from '../api/upload-shop-image';
import { GALLERY_MAX, IMAGE_TYPES, SHOP_IMAGE_MAX_BYTES } from '../lib/image-files';

interface ShopRef {
  sellerId: number;
  shopId: number;
}

const KINDS: { type: ShopImageType; title: string; hint: string; ratio: number }[] = [
  { type: 'AVATAR', title: '大頭貼', hint: '顯示在搜尋結果與店家頁，建議正方形', ratio: 1 },
  { type: 'COVER', title: '封面', hint: '店家頁最上方的橫幅，建議 16:9', ratio: 16 / 9 },
  { type: 'GALLERY', title: '相簿', hint: `店內環境與作品，最多 ${GALLERY_MAX} 張`, ratio: 4 / 3 },
];

/** A chosen file shown before it is sent, with 上傳 and 取消. */
function ImagePicker({
  sellerId,
  shopId,
  type,
  label,
}: ShopRef & { type: ShopImageType; label: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const upload = useUploadShopImage(sellerId, shopId);

  // A preview is a blob URL holding the file in memory until revoked.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const pick = (chosen: File | null) => {
    upload.reset();
    if (!chosen) return;
    if (!IMAGE_TYPES.includes(chosen.type)) {
      setLocalError('請選擇 JPG、PNG 或 WebP 圖片');
      return;
    }
    if (chosen.size > SHOP_IMAGE_MAX_BYTES) {
      setLocalError('圖片需小於 8 MB');
      return;
    }
    setLocalError(null);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };
  const clear = () => {
    setFile(null);
    setPreview(null);
  };

  return (
    <Stack gap="xs">
      {preview && (
        <Image
          src={preview}
          alt="預覽"
          radius="md"
          mah={200}
          w="auto"
          fit="contain"
          data-testid={`image-preview-${type}`}
        />
      )}
      <Group gap="xs">
        {file ? (
          <>
            <Button
              size="xs"
              loading={upload.isPending}
              onClick={() => upload.mutate({ file, type }, { onSuccess: clear })}
              data-testid={`image-upload-${type}`}
            >
              上傳
            </Button>
            <Button size="xs" variant="default" onClick={clear} disabled={upload.isPending}>
              取消
            </Button>
          </>
        ) : (
          <FileButton
            onChange={pick}
            accept={IMAGE_TYPES.join(',')}
            inputProps={
              { 'aria-label': `選擇${label}檔案`, 'data-testid': `image-file-${type}` } as object
            }
          >
            {(props) => (
              <Button {...props} size="xs" variant="light">
                選擇圖片
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {(localError ?? upload.error?.message) && (
        <Text size="xs" c="red.8" role="alert">
          {localError ?? upload.error?.message}
        </Text>
      )}
    </Stack>
  );
}

function ImageTile({
  image,
  ratio,
  onDelete,
  deleting,
  moves,
}: {
  image: TShopImage;
  ratio: number;
  onDelete: () => void;
  deleting: boolean;
  moves?: { left?: () => void; right?: () => void; busy: boolean };
}) {
  return (
    <Card withBorder padding={4} radius="md" data-testid="shop-image">
      <div style={{ aspectRatio: ratio, overflow: 'hidden', borderRadius: 6 }}>
        <Image src={image.url} alt="" h="100%" w="100%" fit="cover" />
      </div>
      <Group justify="space-between" mt={4} gap={4} wrap="nowrap">
        {moves ? (
          <Group gap={2}>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label="往前移"
              disabled={!moves.left || moves.busy}
              onClick={moves.left}
            >
              ←
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label="往後移"
              disabled={!moves.right || moves.busy}
              onClick={moves.right}
            >
              →
            </ActionIcon>
          </Group>
        ) : (
          <span />
        )}
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          loading={deleting}
          onClick={onDelete}
        >
          刪除
        </Button>
      </Group>
    </Card>
  );
}

/** A shop's avatar, cover and gallery: upload with a preview, delete, reorder the gallery. */
export function ShopImagesPanel({ sellerId, shopId }: ShopRef) {
  const images = useShopImages(sellerId, shopId);
  const remove = useDeleteShopImage(sellerId, shopId);
  const reorder = useReorderShopImages(sellerId, shopId);
  if (images.isPending) return <Skeleton h={320} />;
  if (images.isError) {
    return <ErrorState onRetry={() => void images.refetch()} retrying={images.isFetching} />;
  }

  const move = (gallery: TShopImage[], from: number, to: number) => {
    const ids = gallery.map((i) => i.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    reorder.mutate(ids);
  };

  return (
    <Stack gap="xl">
      {KINDS.map(({ type, title, hint, ratio }) => {
        const list = imagesOfType(images.data, type);
        const full = type === 'GALLERY' && list.length >= GALLERY_MAX;
        return (
          <Stack key={type} gap="xs" data-testid={`images-${type}`}>
            <div>
              <Title order={2} size="h4">
                {title}
              </Title>
              <Text size="sm" c="dimmed">
                {hint}
                {type !== 'GALLERY' && list.length > 0 ? '；上傳新圖會取代目前的圖片' : ''}
              </Text>
            </div>
            {list.length > 0 && (
              <SimpleGrid cols={type === 'GALLERY' ? { base: 2, sm: 4 } : { base: 2, sm: 3 }}>
                {list.map((image, i) => (
                  <ImageTile
                    key={image.id}
                    image={image}
                    ratio={ratio}
                    deleting={remove.isPending && remove.variables === image.id}
                    onDelete={() => remove.mutate(image.id)}
                    moves={
                      type === 'GALLERY'
                        ? {
                            left: i > 0 ? () => move(list, i, i - 1) : undefined,
                            right: i < list.length - 1 ? () => move(list, i, i + 1) : undefined,
                            busy: reorder.isPending,
                          }
                        : undefined
                    }
                  />
                ))}
              </SimpleGrid>
            )}
            {full ? (
              <Text size="sm" c="dimmed">
                相簿已滿 {GALLERY_MAX} 張，刪除舊圖後才能新增。
              </Text>
            ) : (
              <ImagePicker sellerId={sellerId} shopId={shopId} type={type} label={title} />
            )}
          </Stack>
        );
      })}
      {(remove.error ?? reorder.error) && (
        <Alert color="red" role="alert">
          {(remove.error ?? reorder.error)!.message}
        </Alert>
      )}
    </Stack>
  );
}
