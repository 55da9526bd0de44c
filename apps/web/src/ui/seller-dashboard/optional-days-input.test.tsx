import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { OptionalDaysInput } from './optional-days-input';

function Validity() {
  const [expires, setExpires] = useState(false);
  const [days, setDays] = useState<number | string>(365);
  return (
    <OptionalDaysInput
      label="設定使用期限"
      checkbox={{ checked: expires, onChange: (e) => setExpires(e.currentTarget.checked) }}
      daysLabel="有效天數"
      days={{ value: days, onChange: setDays }}
      max={3650}
      testId="expires"
      daysTestId="days"
    />
  );
}

describe('OptionalDaysInput', () => {
  it('asks for the days only once the checkbox turns them on', async () => {
    renderWithTheme(<Validity />);
    expect(screen.queryByLabelText('有效天數')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('設定使用期限'));
    const days = screen.getByLabelText('有效天數');
    expect(days).toHaveValue('365 天');
    expect(screen.getByTestId('days')).toBe(days);
  });
});
