import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { ReasonDialog } from './reason-dialog';

/** A mutation as react-query gives one, driven by the test. */
function fakeMutation(outcome: 'ok' | Error) {
  const calls: string[] = [];
  return {
    calls,
    useIt() {
      const [error, setError] = useState<Error | null>(null);
      return {
        isPending: false,
        error,
        reset: () => setError(null),
        mutate: (reason: string, options: { onSuccess: () => void }) => {
          calls.push(reason);
          if (outcome === 'ok') options.onSuccess();
          else setError(outcome);
        },
      };
    },
  };
}

function Dialog({
  mutation,
  onClose,
}: {
  mutation: ReturnType<typeof fakeMutation>;
  onClose: () => void;
}) {
  return (
    <ReasonDialog
      title="停用帳號"
      description="停用後，這位使用者無法登入。"
      confirmLabel="停用"
      color="red"
      mutation={mutation.useIt()}
      onClose={onClose}
      doneMessage="已停用帳號"
      testId="user-disable-dialog"
    />
  );
}

describe('ReasonDialog', () => {
  it('asks why before the write: a blank reason is refused in zh-TW and nothing is sent', async () => {
    const mutation = fakeMutation('ok');
    const onClose = vi.fn();
    renderWithTheme(<Dialog mutation={mutation} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: '停用帳號' });
    expect(dialog).toHaveTextContent('停用後，這位使用者無法登入。');
    await userEvent.type(screen.getByLabelText(/原因/), '   ');
    await userEvent.click(screen.getByRole('button', { name: '停用' }));
    expect(await screen.findByText('請填寫原因')).toBeInTheDocument();
    expect(mutation.calls).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason and closes once the write succeeds', async () => {
    const mutation = fakeMutation('ok');
    const onClose = vi.fn();
    renderWithTheme(<Dialog mutation={mutation} onClose={onClose} />);
    await userEvent.type(await screen.findByLabelText(/原因/), '  冒用他人手機  ');
    await userEvent.click(screen.getByRole('button', { name: '停用' }));
    expect(mutation.calls).toEqual(['冒用他人手機']);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog open with the API’s message when the write is refused', async () => {
    const mutation = fakeMutation(new Error('這個帳號已停用'));
    const onClose = vi.fn();
    renderWithTheme(<Dialog mutation={mutation} onClose={onClose} />);
    await userEvent.type(await screen.findByLabelText(/原因/), '重複帳號');
    await userEvent.click(screen.getByRole('button', { name: '停用' }));
    expect(await screen.findByText('這個帳號已停用')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '停用帳號' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
