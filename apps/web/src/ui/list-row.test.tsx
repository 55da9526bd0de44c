import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { ListRow } from './list-row';

describe('ListRow', () => {
  it('puts its lines first and its end after them, its data attributes on the row', () => {
    renderWithTheme(
      <ListRow
        data-testid="order-payment-row"
        data-status="SUCCEEDED"
        end={<span data-testid="row-end">付款成功</span>}
      >
        <span>LINE Pay NT$500</span>
        <span>11月23日 下午 2:30</span>
      </ListRow>,
    );
    const row = screen.getByTestId('order-payment-row');
    expect(row).toHaveAttribute('data-status', 'SUCCEEDED');
    expect(row).toHaveTextContent(/^LINE Pay NT\$50011月23日 下午 2:30付款成功$/);
    expect(row.lastElementChild).toBe(screen.getByTestId('row-end'));
  });

  it('shows only its lines without an end', () => {
    renderWithTheme(
      <ListRow data-testid="row">
        <span>同意書</span>
      </ListRow>,
    );
    expect(screen.getByTestId('row').children).toHaveLength(1);
  });
});
