import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { ActionNotice } from './action-notice';

describe('ActionNotice', () => {
  it('shows nothing without a message', () => {
    renderWithTheme(<ActionNotice message={null} onClose={vi.fn()} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces the message as a status, under its test id', () => {
    renderWithTheme(<ActionNotice message="已取消預約" onClose={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('已取消預約');
    expect(screen.getByTestId('action-notice')).toBe(screen.getByRole('status'));
  });

  it('takes another test id and closes by 關閉訊息', async () => {
    const onClose = vi.fn();
    renderWithTheme(
      <ActionNotice message="付款完成" onClose={onClose} data-testid="payment-notice" />,
    );
    expect(screen.getByTestId('payment-notice')).toHaveTextContent('付款完成');
    await userEvent.click(screen.getByRole('button', { name: '關閉訊息' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
