import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { ProductCarousel } from './product-carousel';

describe('ProductCarousel', () => {
  it('a product without photos shows its initial, not an empty picture box', () => {
    renderWithTheme(<ProductCarousel name="玫瑰精油禮盒" images={[]} />);
    expect(screen.getByTestId('image-fallback')).toHaveTextContent('玫');
    // Nothing to swipe: no carousel announced to screen readers, no image.
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('a product with photos shows each with its name and number', () => {
    const images = [1, 2].map((id) => ({
      id,
      url: `/uploads/products/p-${id}.webp`,
      position: id,
    }));
    renderWithTheme(
      <ProductCarousel
        name="玫瑰精油禮盒"
        images={images as Parameters<typeof ProductCarousel>[0]['images']}
      />,
    );
    expect(screen.getByRole('group', { name: '玫瑰精油禮盒 的圖片' })).toBeInTheDocument();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      '玫瑰精油禮盒 圖片 1',
      '玫瑰精油禮盒 圖片 2',
    ]);
    expect(screen.queryByTestId('image-fallback')).toBeNull();
  });
});
