import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { TwelveHourClockInput } from './twelve-hour-clock-input';

describe('TwelveHourClockInput', () => {
  it('shows the clock in its three selects and hands back the clock a choice makes', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <TwelveHourClockInput
        value={{ period: 'pm', hour: 2, minute: 35 }}
        onChange={onChange}
        testIdPrefix="t-"
      />,
    );
    expect(screen.getByRole('combobox', { name: '上午或下午' })).toHaveValue('pm');
    expect(screen.getByRole('combobox', { name: '時' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: '分' })).toHaveValue('35');
    await userEvent.selectOptions(screen.getByTestId('t-period'), '上午');
    expect(onChange).toHaveBeenLastCalledWith({ period: 'am', hour: 2, minute: 35 });
    await userEvent.selectOptions(screen.getByTestId('t-hour'), '12');
    expect(onChange).toHaveBeenLastCalledWith({ period: 'pm', hour: 12, minute: 35 });
  });

  it('offers every minute, or every fifth with minuteStep 5', () => {
    const clock = { period: 'am' as const, hour: 9, minute: 0 };
    const { unmount } = renderWithTheme(
      <TwelveHourClockInput value={clock} onChange={vi.fn()} testIdPrefix="t-" />,
    );
    expect(within(screen.getByTestId('t-minute')).getAllByRole('option')).toHaveLength(60);
    unmount();
    renderWithTheme(
      <TwelveHourClockInput value={clock} onChange={vi.fn()} minuteStep={5} testIdPrefix="t-" />,
    );
    const minutes = within(screen.getByTestId('t-minute')).getAllByRole('option');
    expect(minutes.map((o) => o.textContent)).toEqual([
      '00',
      '05',
      '10',
      '15',
      '20',
      '25',
      '30',
      '35',
      '40',
      '45',
      '50',
      '55',
    ]);
  });
});
