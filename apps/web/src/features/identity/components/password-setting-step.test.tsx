import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { initialLoginState } from '../lib/login-machine';
import { PasswordSettingStep } from './password-setting-step';

const mutate = vi.fn();
vi.mock('../api/update-me', () => ({
  useUpdateMe: () => ({ mutate, isPending: false, error: null }),
}));

const renderStep = () =>
  renderWithTheme(<PasswordSettingStep state={initialLoginState} dispatch={vi.fn()} />);

describe('PasswordSettingStep', { timeout: 30_000 }, () => {
  beforeEach(() => mutate.mockReset());

  it('asks for both fields on submit, in zh-TW', async () => {
    renderStep();
    await userEvent.click(screen.getByRole('button', { name: '儲存密碼' }));
    expect(await screen.findByText('請輸入新密碼')).toBeInTheDocument();
    expect(screen.getByText('請再輸入一次新密碼')).toBeInTheDocument();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('says the contract’s messages for a short or mismatched password', async () => {
    renderStep();
    await userEvent.type(screen.getByLabelText('新密碼'), 'short');
    await userEvent.type(screen.getByLabelText('確認密碼'), 'shorter');
    await userEvent.click(screen.getByRole('button', { name: '儲存密碼' }));
    expect(await screen.findByText('密碼至少 8 個字元')).toBeInTheDocument();
    expect(screen.getByText('兩次輸入的密碼不一致')).toBeInTheDocument();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('saves a good password typed twice', async () => {
    renderStep();
    await userEvent.type(screen.getByLabelText('新密碼'), 'abcd1234');
    await userEvent.type(screen.getByLabelText('確認密碼'), 'abcd1234');
    await userEvent.click(screen.getByRole('button', { name: '儲存密碼' }));
    expect(mutate).toHaveBeenCalledWith({ password: 'abcd1234', passwordConfirmation: 'abcd1234' });
  });
});
