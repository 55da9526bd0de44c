import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { TabPanels } from './tab-panels';

const TABS = [
  { value: 'USABLE', label: '可使用', empty: '沒有可使用的套票' },
  { value: 'EXPIRED', label: '已過期', empty: '沒有已過期的套票' },
];

describe('TabPanels', () => {
  it('opens the first tab and draws only the open panel; a click opens another', async () => {
    renderWithTheme(
      <TabPanels tabs={TABS} tabTestId={(v) => `voucher-tab-${v}`}>
        {(tab) => <p>{tab.empty}</p>}
      </TabPanels>,
    );
    expect(screen.getByRole('tab', { name: '可使用' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('voucher-tab-EXPIRED')).toBeInTheDocument();
    expect(screen.getByText('沒有可使用的套票')).toBeInTheDocument();
    expect(screen.queryByText('沒有已過期的套票')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '已過期' }));
    expect(screen.getByText('沒有已過期的套票')).toBeInTheDocument();
    expect(screen.queryByText('沒有可使用的套票')).not.toBeInTheDocument();
  });

  it('follows the value given and asks for the tab clicked', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <TabPanels tabs={TABS} value="EXPIRED" onChange={onChange}>
        {(tab) => <p>{tab.empty}</p>}
      </TabPanels>,
    );
    expect(screen.getByText('沒有已過期的套票')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '可使用' }));
    expect(onChange).toHaveBeenCalledWith('USABLE');
  });
});
