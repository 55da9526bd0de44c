import { useEffect, useState } from 'react';
import { IMAGE_TYPES } from './image-files';

/**
 * An image the seller picked, checked and previewed before it is uploaded. `pick` refuses what
 * the API would (type, size) with a zh-TW message; the preview's blob URL is freed when replaced.
 * `onPick` runs on every choice (to clear the last upload's error, for example).
 */
export function usePickedImage(maxBytes: number, tooLargeMessage: string, onPick?: () => void) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // A preview is a blob URL holding the file in memory until revoked.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const pick = (chosen: File | null) => {
    onPick?.();
    if (!chosen) return;
    if (!IMAGE_TYPES.includes(chosen.type)) return setError('請選擇 JPG、PNG 或 WebP 圖片');
    if (chosen.size > maxBytes) return setError(tooLargeMessage);
    setError(null);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };
  const clear = () => {
    setFile(null);
    setPreview(null);
  };
  return { file, preview, error, pick, clear };
}
