import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { SettingsCard } from './settings-card';

describe('SettingsCard', () => {
  it('heads its settings with an h2 and carries its test id', () => {
    renderWithTheme(
      <SettingsCard title="退款規則" testId="refund-card">
        <p>店家取消預約時，一律全額退款。</p>
      </SettingsCard>,
    );
    const card = screen.getByTestId('refund-card');
    expect(within(card).getByRole('heading', { level: 2, name: '退款規則' })).toBeInTheDocument();
    expect(card).toHaveTextContent('店家取消預約時，一律全額退款。');
  });

  it('puts its action beside the heading', () => {
    renderWithTheme(
      <SettingsCard title="匯款帳戶" action={<button type="button">設定匯款資訊</button>}>
        <p>尚未設定。</p>
      </SettingsCard>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: '匯款帳戶' });
    const button = screen.getByRole('button', { name: '設定匯款資訊' });
    expect(heading.parentElement).toBe(button.parentElement);
  });

  it('makes a form of the card, checked by its own hook and not the browser', () => {
    renderWithTheme(
      <SettingsCard title="LINE Pay 商家串接" form={{ 'data-testid': 'line-pay-form' }}>
        <input required aria-label="Channel ID" />
      </SettingsCard>,
    );
    const form = screen.getByTestId('line-pay-form');
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('novalidate');
    expect(within(form).getByRole('heading', { level: 2, name: 'LINE Pay 商家串接' })).toBeTruthy();
  });
});
