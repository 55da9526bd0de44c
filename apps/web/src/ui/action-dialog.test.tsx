import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { ActionDialog, type DialogAction } from './action-dialog';

const action = (over: Partial<DialogAction> = {}): DialogAction => ({
  label: '發送',
  onClick: vi.fn(),
  disabled: false,
  save: { isPending: false, error: null },
  testId: 'send',
  ...over,
});

describe('ActionDialog', () => {
  it('is a titled dialog with its content, 取消 and the action', async () => {
    const onClose = vi.fn();
    const send = action();
    renderWithTheme(
      <ActionDialog title="發送優惠券" onClose={onClose} action={send} testId="issue">
        <p>新客首次 9 折</p>
      </ActionDialog>,
    );
    expect(await screen.findByRole('dialog', { name: '發送優惠券' })).toBeInTheDocument();
    expect(screen.getByTestId('issue')).toHaveTextContent('新客首次 9 折');
    await userEvent.click(screen.getByRole('button', { name: '發送' }));
    expect(send.onClick).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('holds the action until something is chosen, and says why it failed', async () => {
    renderWithTheme(
      <ActionDialog
        title="兌換優惠券"
        onClose={vi.fn()}
        action={action({
          label: '兌換',
          disabled: true,
          save: { isPending: false, error: { message: '這張優惠券已使用' } },
        })}
        testId="redeem"
      >
        <p>選擇訂單</p>
      </ActionDialog>,
    );
    expect(await screen.findByRole('button', { name: '兌換' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('這張優惠券已使用');
  });

  it('has no buttons without an action (a result is shown)', async () => {
    renderWithTheme(
      <ActionDialog title="兌換優惠券" onClose={vi.fn()} testId="redeem">
        <p>已兌換</p>
      </ActionDialog>,
    );
    expect(await screen.findByText('已兌換')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消' })).not.toBeInTheDocument();
  });
});
