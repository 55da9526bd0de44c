import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { initialLoginState } from '../lib/login-machine';
import { PhoneInputStep } from './phone-input-step';

const mutate = vi.fn();
vi.mock('../api/check-phone', () => ({
  useCheckPhone: () => ({ mutate, isPending: false, error: null }),
}));
vi.mock('../api/get-dial-codes', () => ({
  TAIWAN_DIAL_CODE: { id: 0, name: '台灣', dialCode: '+886', isoCode: 'TW' },
  useDialCodes: () => ({ data: undefined }),
}));
vi.mock('../../../lib/location-store', () => ({ visitorCountryCode: () => 'TW' }));

const renderStep = () =>
  renderWithTheme(<PhoneInputStep state={initialLoginState} dispatch={vi.fn()} />);

describe('PhoneInputStep', { timeout: 30_000 }, () => {
  beforeEach(() => mutate.mockReset());

  it('says 請輸入手機號碼 on submit for a number too short, and asks nothing', async () => {
    renderStep();
    const input = screen.getByLabelText('手機號碼');
    await userEvent.type(input, '0912');
    // Nothing is said while typing: the check runs on 下一步.
    expect(screen.queryByText('請輸入手機號碼')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('請輸入手機號碼')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(mutate).not.toHaveBeenCalled();
  });

  it('checks a whole number in the canonical form with its country', async () => {
    renderStep();
    await userEvent.type(screen.getByLabelText('手機號碼'), '0912345678');
    expect(screen.getByLabelText('手機號碼')).toHaveValue('(091) 234 - 5678');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(mutate).toHaveBeenCalledWith({ phoneNumber: '+886912345678', countryCode: 'TW' });
    expect(screen.queryByText('請輸入手機號碼')).not.toBeInTheDocument();
  });
});
