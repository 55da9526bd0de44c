import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IMAGE_TYPES } from '../lib/seller-dashboard/image-files';
import { usePickedImage } from '../lib/seller-dashboard/use-picked-image';

/** The upload of one picked image, as a TanStack mutation taking the file gives it. */
export interface ImageUploadMutation {
  mutate: (file: File, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  isSuccess: boolean;
  error: Error | null;
}

/** Props of {@link PickedImageUpload}. */
export interface PickedImageUploadProps {
  upload: ImageUploadMutation;
  /** What the image is called in the buttons and messages: 圖片, 照片. */
  noun: string;
  /** The largest file the API takes; the hint and the too-large message say it in MB. */
  maxBytes: number;
  /** The image saved now, if any: the button says 更換 rather than 選擇. */
  currentUrl: string | null;
  /** Draws the image shown: the picked file's preview, else the saved one (null: none). */
  preview: (src: string | null) => ReactNode;
  /** The file input's accessible name, e.g. 選擇照片檔案. */
  fileLabel: string;
  /** The 上傳 button's test id. */
  uploadTestId: string;
  align?: 'center' | 'flex-start';
}

/**
 * An image picked, checked (type, size) and previewed, then uploaded by its own button or
 * dropped with 取消; the line under the buttons says the limits, the error, or that it saved.
 */
export function PickedImageUpload({
  upload,
  noun,
  maxBytes,
  currentUrl,
  preview,
  fileLabel,
  uploadTestId,
  align,
}: PickedImageUploadProps) {
  const mb = Math.round(maxBytes / (1024 * 1024));
  const picked = usePickedImage(maxBytes, `${noun}需小於 ${mb} MB`, upload.reset);
  const { file } = picked;
  return (
    <Group gap="md" wrap="nowrap" align={align}>
      {preview(picked.preview ?? currentUrl)}
      <Stack gap={6} align="flex-start">
        {file ? (
          <Group gap="xs">
            <Button
              size="xs"
              loading={upload.isPending}
              onClick={() => upload.mutate(file, { onSuccess: picked.clear })}
              data-testid={uploadTestId}
            >
              上傳{noun}
            </Button>
            <Button size="xs" variant="default" onClick={picked.clear} disabled={upload.isPending}>
              取消
            </Button>
          </Group>
        ) : (
          <FileButton
            onChange={picked.pick}
            accept={IMAGE_TYPES.join(',')}
            inputProps={{ 'aria-label': fileLabel }}
          >
            {(props) => (
              <Button {...props} size="xs" variant="default">
                {currentUrl ? `更換${noun}` : `選擇${noun}`}
              </Button>
            )}
          </FileButton>
        )}
        <Text size="xs" c={(picked.error ?? upload.error) ? 'red.8' : 'dimmed'}>
          {picked.error ??
            upload.error?.message ??
            (upload.isSuccess ? `${noun}已更新` : `JPG、PNG 或 WebP，${mb} MB 以內`)}
        </Text>
      </Stack>
    </Group>
  );
}
