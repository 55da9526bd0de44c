import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { ArticleCard } from './article-card';

describe('ArticleCard', () => {
  it('is an article named by its label, with its data attributes and content', () => {
    renderWithTheme(
      <ArticleCard label="光點髮藝 11月23日" data-testid="my-order-card" data-status="CONFIRMED">
        <p>洗剪吹</p>
      </ArticleCard>,
    );
    const card = screen.getByRole('article', { name: '光點髮藝 11月23日' });
    expect(card).toBe(screen.getByTestId('my-order-card'));
    expect(card).toHaveAttribute('data-status', 'CONFIRMED');
    expect(card).toHaveTextContent('洗剪吹');
  });
});
