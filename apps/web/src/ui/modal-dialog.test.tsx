import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { ModalDialog } from './modal-dialog';

describe('ModalDialog', () => {
  it('is a dialog named by its title, with its content', () => {
    renderWithTheme(
      <ModalDialog opened onClose={vi.fn()} title="取消預約">
        <p>確定要取消嗎？</p>
      </ModalDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: '取消預約' });
    expect(dialog).toHaveTextContent('確定要取消嗎？');
  });

  it('closes by its button named 關閉', async () => {
    const onClose = vi.fn();
    renderWithTheme(
      <ModalDialog opened onClose={onClose} title="使用儲值金付款">
        <p>使用儲值金支付？</p>
      </ModalDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: '關閉' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    renderWithTheme(
      <ModalDialog opened={false} onClose={vi.fn()} title="取消預約">
        <p>確定要取消嗎？</p>
      </ModalDialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
