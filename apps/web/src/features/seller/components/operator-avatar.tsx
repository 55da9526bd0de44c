import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import type { TManagedOperator } from '@haoyue/contracts';
import { useEffect, useState } from 'react';
import { AvatarImage } from '../../../ui/avatar-image';
import { useUploadOperatorAvatar } from '../api/upload-operator-avatar';
import { IMAGE_TYPES, OPERATOR_PHOTO_MAX_BYTES } from '../lib/image-files';

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
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const upload = useUploadOperatorAvatar(sellerId, shopId, operator.id);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const pick = (chosen: File | null) => {
    upload.reset();
    if (!chosen) return;
    if (!IMAGE_TYPES.includes(chosen.type)) return setLocalError('請選擇 JPG、PNG 或 WebP 圖片');
    if (chosen.size > OPERATOR_PHOTO_MAX_BYTES) return setLocalError('照片需小於 5 MB');
    setLocalError(null);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };
  const clear = () => {
    setFile(null);
    setPreview(null);
  };

  return (
    <Group gap="md" wrap="nowrap">
      <AvatarImage
        key={preview ?? operator.avatarUrl ?? ''}
        src={preview ?? operator.avatarUrl}
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
              onClick={() => upload.mutate(file, { onSuccess: clear })}
              data-testid="operator-avatar-upload"
            >
              上傳照片
            </Button>
            <Button size="xs" variant="default" onClick={clear} disabled={upload.isPending}>
              取消
            </Button>
          </Group>
        ) : (
          <FileButton
            onChange={pick}
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
        <Text size="xs" c={(localError ?? upload.error) ? 'red.8' : 'dimmed'}>
          {localError ??
            upload.error?.message ??
            (upload.isSuccess ? '照片已更新' : 'JPG、PNG 或 WebP，5 MB 以內')}
        </Text>
      </Stack>
    </Group>
  );
}
