import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { RequiredMark } from './required-mark';

describe('RequiredMark', () => {
  it('shows a * hidden from screen readers and says 必填 to them', () => {
    renderWithTheme(
      <label>
        簽名
        <RequiredMark />
      </label>,
    );
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('（必填）')).not.toHaveAttribute('aria-hidden');
  });
});
