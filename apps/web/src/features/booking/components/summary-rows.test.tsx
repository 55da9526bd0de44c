import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { NamedLines, servicesRow } from './summary-rows';

describe('NamedLines', () => {
  it('shows each line as its name, then its note dimmed', () => {
    renderWithTheme(
      <NamedLines
        lines={[
          { id: 1, name: '洗剪吹', note: '（洗髮 10 次，已保留 1 次）' },
          { id: 2, name: '護髮', note: 'NT$800' },
        ]}
      />,
    );
    expect(screen.getByText('洗剪吹', { exact: false })).toHaveTextContent(
      '洗剪吹 （洗髮 10 次，已保留 1 次）',
    );
    expect(screen.getByText('NT$800').tagName).toBe('SPAN');
  });
});

describe('servicesRow', () => {
  it('is the 服務 row, a service a line with its price', () => {
    const row = servicesRow(
      [
        { id: 1, name: '洗剪吹', price: 80000, currency: 'TWD' },
        { id: 2, name: '護髮', price: 120000, currency: 'TWD' },
      ],
      'booking-summary-services',
    );
    expect(row.label).toBe('服務');
    expect(row.testId).toBe('booking-summary-services');
    renderWithTheme(<>{row.value}</>);
    expect(screen.getByText('護髮', { exact: false })).toHaveTextContent('護髮 NT$1,200');
  });
});
