import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import type { TManagedOperator } from '@haoyue/contracts';
import { AvatarImage } from '../../../ui/avatar-image';
import { useUploadOperatorAvatar } from '../api/upload-operator-avatar';
import { IMAGE_TYPES, OPERATOR_PHOTO_MAX_BYTES } from '../../../lib/seller-dashboard/image-files';
import { usePickedImage } from '../../../lib/seller-dashboard/use-picked-image';

/** An operator's photo: pick a file, see it, then upload it. */
export function OperatorAvatar({
  sellerId,
  shopId,
  operator,
}: {
  sellerId: number;
  shopId: number;
  operator: TManagedOperator;
}) {
  const upload = useUploadOperatorAvatar(sellerId, shopId, operator.id);
  const picked = usePickedImage(OPERATOR_PHOTO_MAX_BYTES, '照片需小於 5 MB', upload.reset);
  const { file } = picked;

  return (
    <Group gap="md" wrap="nowrap">
      <AvatarImage
        key={picked.preview ?? operator.avatarUrl ?? ''}
        src={picked.preview ?? operator.avatarUrl}
        name={operator.displayName}
        alt={`${operator.displayName}的照片`}
        size={80}
      />
      <Stack gap={6} align="flex-start">
        {file ? (
          <Group gap="xs">
            <Button
              size="xs"
              loading={upload.isPending}
              onClick={() => upload.mutate(file, { onSuccess: picked.clear })}
              data-testid="operator-avatar-upload"
            >
              上傳照片
            </Button>
            <Button size="xs" variant="default" onClick={picked.clear} disabled={upload.isPending}>
              取消
            </Button>
          </Group>
        ) : (
          <FileButton
            onChange={picked.pick}
            accept={IMAGE_TYPES.join(',')}
            inputProps={{ 'aria-label': '選擇照片檔案' }}
          >
            {(props) => (
              <Button {...props} size="xs" variant="default">
                {operator.avatarUrl ? '更換照片' : '選擇照片'}
              </Button>
            )}
          </FileButton>
        )}
        <Text size="xs" c={(picked.error ?? upload.error) ? 'red.8' : 'dimmed'}>
          {picked.error ??
            upload.error?.message ??
            (upload.isSuccess ? '照片已更新' : 'JPG、PNG 或 WebP，5 MB 以內')}
        </Text>
      </Stack>
    </Group>
  );
}
