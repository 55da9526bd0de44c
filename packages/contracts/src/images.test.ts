import { describe, expect, it } from 'vitest';
import { imageSrcSet, isResizableImageUrl } from './images';

describe('imageSrcSet', () => {
  it('offers the widths below the stored one, then the stored picture itself', () => {
    expect(imageSrcSet('/uploads/users/7/photo-abc.webp', 512)).toBe(
      '/uploads/users/7/photo-abc.webp?w=128 128w, /uploads/users/7/photo-abc.webp?w=256 256w, ' +
        '/uploads/users/7/photo-abc.webp?w=384 384w, /uploads/users/7/photo-abc.webp 512w',
    );
    expect(imageSrcSet('/static/demo/shops/a-cover.jpg', 1600)?.split(', ')).toHaveLength(7);
  });

  it('offers nothing for pictures the server does not resize', () => {
    for (const url of [
      '/static/demo/operators/a-1.svg',
      'https://profile.line-scdn.net/abc',
      '/uploads/a.webp?v=2',
      'data:image/png;base64,AAAA',
      '/assets/logo.png',
    ]) {
      expect(isResizableImageUrl(url), url).toBe(false);
      expect(imageSrcSet(url, 1600), url).toBeUndefined();
    }
  });
});
