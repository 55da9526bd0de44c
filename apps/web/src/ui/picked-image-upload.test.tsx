import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { type ImageUploadMutation, PickedImageUpload } from './picked-image-upload';

const upload = (over: Partial<ImageUploadMutation> = {}): ImageUploadMutation => ({
  mutate: vi.fn(),
  reset: vi.fn(),
  isPending: false,
  isSuccess: false,
  error: null,
  ...over,
});

const part = (mutation: ImageUploadMutation, currentUrl: string | null = null) => (
  <PickedImageUpload
    upload={mutation}
    noun="照片"
    maxBytes={5 * 1024 * 1024}
    currentUrl={currentUrl}
    preview={(src) => (src ? <img src={src} alt="預覽" /> : <span>沒有照片</span>)}
    fileLabel="選擇照片檔案"
    uploadTestId="photo-upload"
  />
);

const png = (bytes: number) => new File([new Uint8Array(bytes)], 'a.png', { type: 'image/png' });

describe('PickedImageUpload', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:picked');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('says the limits and offers 選擇 with no image, 更換 with one', () => {
    const { unmount } = renderWithTheme(part(upload()));
    expect(screen.getByText('沒有照片')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '選擇照片' })).toBeInTheDocument();
    expect(screen.getByText('JPG、PNG 或 WebP，5 MB 以內')).toBeInTheDocument();
    unmount();
    renderWithTheme(part(upload(), '/saved.webp'));
    expect(screen.getByRole('img', { name: '預覽' })).toHaveAttribute('src', '/saved.webp');
    expect(screen.getByRole('button', { name: '更換照片' })).toBeInTheDocument();
  });

  it('refuses a file over the limit before any upload', async () => {
    const mutation = upload();
    renderWithTheme(part(mutation));
    await userEvent.upload(screen.getByLabelText('選擇照片檔案'), png(5 * 1024 * 1024 + 1));
    expect(screen.getByText('照片需小於 5 MB')).toBeInTheDocument();
    expect(screen.queryByTestId('photo-upload')).not.toBeInTheDocument();
    expect(mutation.mutate).not.toHaveBeenCalled();
  });

  it('previews the picked file, uploads it on 上傳, and is done once it saved', async () => {
    const mutation = upload({
      mutate: vi.fn((_file: File, options: { onSuccess: () => void }) => options.onSuccess()),
    });
    renderWithTheme(part(mutation));
    const file = png(10);
    await userEvent.upload(screen.getByLabelText('選擇照片檔案'), file);
    expect(screen.getByRole('img', { name: '預覽' })).toHaveAttribute('src', 'blob:picked');
    await userEvent.click(screen.getByTestId('photo-upload'));
    expect(mutation.mutate).toHaveBeenCalledWith(file, expect.anything());
    expect(screen.queryByTestId('photo-upload')).not.toBeInTheDocument();
  });

  it('drops the picked file on 取消, and shows the upload’s error', async () => {
    renderWithTheme(part(upload({ error: new Error('圖片格式不支援') })));
    expect(screen.getByText('圖片格式不支援')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('選擇照片檔案'), png(10));
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByTestId('photo-upload')).not.toBeInTheDocument();
    expect(screen.getByText('沒有照片')).toBeInTheDocument();
  });
});
