import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import type { TUser } from '@haoyue/contracts';
import { useEffect, useState } from 'react';
import { AvatarImage } from '../../../ui/avatar-image';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, useUploadPhoto } from '../api/upload-photo';

/** The profile photo with `更換照片`: previews the chosen file at once and uploads it. */
export function PhotoUpload({ user, name }: { user: TUser; name: string }) {
  const [preview, setPreview] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const upload = useUploadPhoto({ onError: () => setPreview(null) });

  // Each preview is a blob URL holding the file in memory until revoked.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const pick = (file: File | null) => {
    if (!file) return;
    upload.reset();
    if (!PHOTO_TYPES.includes(file.type)) {
      setLocalError('請選擇 JPG、PNG 或 WebP 圖片');
      return;
    }
    if (file.size > PHOTO_MAX_BYTES) {
      setLocalError('照片需小於 5 MB');
      return;
    }
    setLocalError(null);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file);
  };

  const message = localError ?? upload.error?.message;
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <AvatarImage
        key={preview ?? user.photoUrl ?? ''}
        src={preview ?? user.photoUrl}
        name={name}
        alt="個人照片"
        size={88}
      />
      <Stack gap={6} align="flex-start">
        <FileButton
          onChange={pick}
          accept={PHOTO_TYPES.join(',')}
          inputProps={{ 'aria-label': '選擇照片檔案' }}
        >
          {(props) => (
            <Button {...props} variant="default" size="sm" loading={upload.isPending}>
              更換照片
            </Button>
          )}
        </FileButton>
        {message ? (
          <Text size="xs" c="red.8" role="alert">
            {message}
          </Text>
        ) : upload.isSuccess ? (
          <Text size="xs" c="teal.9" role="status">
            照片已更新
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            JPG、PNG 或 WebP，5 MB 以內
          </Text>
        )}
      </Stack>
    </Group>
  );
}
