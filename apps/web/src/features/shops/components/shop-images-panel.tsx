import {
  Button,
  Card,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { imageSrcSet, STORED_IMAGE_SIZES, type TShopImage } from '@haoyue/contracts';
import { imagesOfType } from '../../../lib/shop-images';
import { QueryErrorState } from '../../../ui/error-state';
import { useDeleteShopImage } from '../api/delete-shop-image';
import { useReorderShopImages } from '../api/reorder-shop-images';
import { useShopImages } from '../api/get-shop-images';
import { useUploadShopImage, type ShopImageType } from '../api/upload-shop-image';
import {
  GALLERY_MAX,
  IMAGE_TYPES,
  SHOP_IMAGE_MAX_BYTES,
} from '../../../lib/seller-dashboard/image-files';
import { usePickedImage } from '../../../lib/seller-dashboard/use-picked-image';
import { ErrorAlert } from '../../../ui/seller-dashboard/form-parts';
import { PanelSection } from '../../../ui/seller-dashboard/panel-section';
import { movedIds, ReorderButtons } from '../../../ui/seller-dashboard/reorder-buttons';

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
  const upload = useUploadShopImage(sellerId, shopId);
  const picked = usePickedImage(SHOP_IMAGE_MAX_BYTES, '圖片需小於 8 MB', upload.reset);
  const { file } = picked;

  return (
    <Stack gap="xs">
      {picked.preview && (
        <Image
          src={picked.preview}
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
              onClick={() => upload.mutate({ file, type }, { onSuccess: picked.clear })}
              data-testid={`image-upload-${type}`}
            >
              上傳
            </Button>
            <Button size="xs" variant="default" onClick={picked.clear} disabled={upload.isPending}>
              取消
            </Button>
          </>
        ) : (
          <FileButton
            onChange={picked.pick}
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
      {(picked.error ?? upload.error?.message) && (
        <Text size="xs" c="red.8" role="alert">
          {picked.error ?? upload.error?.message}
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
  /** Only gallery pictures move. */
  moves?: {
    index: number;
    count: number;
    busy: boolean;
    onMove: (from: number, to: number) => void;
  };
}) {
  return (
    <Card withBorder padding={4} radius="md" data-testid="shop-image">
      <div style={{ aspectRatio: ratio, overflow: 'hidden', borderRadius: 6 }}>
        <Image
          src={image.url}
          // Two columns on a phone, three or four in the dashboard's content column.
          srcSet={imageSrcSet(image.url, STORED_IMAGE_SIZES[`SHOP_${image.type}`].width)}
          sizes="(max-width: 47.99em) 50vw, 320px"
          alt=""
          h="100%"
          w="100%"
          fit="cover"
        />
      </div>
      <Group justify="space-between" mt={4} gap={4} wrap="nowrap">
        {moves ? <ReorderButtons layout="row" {...moves} /> : <span />}
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
    return <QueryErrorState query={images} />;
  }

  return (
    <Stack gap="xl">
      {KINDS.map(({ type, title, hint, ratio }) => {
        const list = imagesOfType(images.data, type);
        const full = type === 'GALLERY' && list.length >= GALLERY_MAX;
        return (
          <PanelSection
            key={type}
            title={title}
            hint={`${hint}${type !== 'GALLERY' && list.length > 0 ? '；上傳新圖會取代目前的圖片' : ''}`}
            testId={`images-${type}`}
          >
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
                            index: i,
                            count: list.length,
                            busy: reorder.isPending,
                            onMove: (from, to) => reorder.mutate(movedIds(list, from, to)),
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
          </PanelSection>
        );
      })}
      <ErrorAlert error={remove.error ?? reorder.error} />
    </Stack>
  );
}
