import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { StateBadge } from './state-badge';

const COLORS = { OPEN: 'teal', CLOSED: 'gray' } as const;
const LABELS = { OPEN: '進行中', CLOSED: '已結束' } as const;

describe('StateBadge', () => {
  it('says the state in its words, with its test id, never shrinking', () => {
    renderWithTheme(<StateBadge state="CLOSED" colors={COLORS} labels={LABELS} testId="state" />);
    const badge = screen.getByTestId('state');
    expect(badge.textContent).toBe('已結束');
    expect(badge.style.flexShrink).toBe('0');
  });

  it('carries no test id unless given one', () => {
    const { container } = renderWithTheme(
      <StateBadge state="OPEN" colors={COLORS} labels={LABELS} />,
    );
    expect(screen.getByText('進行中')).toBeInTheDocument();
    expect(container.querySelector('[data-testid]')).toBeNull();
  });
});
