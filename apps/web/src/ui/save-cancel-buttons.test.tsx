import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { SaveCancelButtons } from './save-cancel-buttons';

describe('SaveCancelButtons', () => {
  it('submits its form by 儲存 and leaves by 取消 without submitting', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const onCancel = vi.fn();
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <SaveCancelButtons saving={false} onCancel={onCancel} />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows 儲存 loading while saving', () => {
    renderWithTheme(<SaveCancelButtons saving onCancel={vi.fn()} />);
    expect(screen.getByRole('button', { name: '儲存' })).toHaveAttribute('data-loading', 'true');
  });
});
