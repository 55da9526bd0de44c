import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { DeleteButton } from './delete-button';
import { NotificationStack } from './notifications';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DeleteButton', () => {
  it('asks first and deletes only when confirmed, then says it is done', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const onDelete = vi.fn((done: { onSuccess: () => void }) => done.onSuccess());
    renderWithTheme(
      <>
        <DeleteButton
          confirm="確定要刪除儲值方案「儲值 1 萬」嗎？"
          onDelete={onDelete}
          doneMessage="已刪除儲值方案"
          testId="top-up-plan-delete"
        />
        <NotificationStack />
      </>,
    );
    const button = screen.getByTestId('top-up-plan-delete');
    expect(button).toHaveTextContent('刪除');
    await userEvent.click(button);
    expect(confirm).toHaveBeenCalledWith('確定要刪除儲值方案「儲值 1 萬」嗎？');
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(onDelete).toHaveBeenCalledOnce();
    expect(await screen.findByText('已刪除儲值方案')).toBeInTheDocument();
  });

  it('says why a deletion failed', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithTheme(
      <>
        <DeleteButton
          confirm="確定要刪除標籤嗎？"
          onDelete={(done) => done.onError(new Error('標籤使用中'))}
        />
        <NotificationStack />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: '刪除' }));
    expect(await screen.findByText('刪除失敗：標籤使用中')).toBeInTheDocument();
  });

  it('is disabled with the reason on hover when it may not delete', () => {
    renderWithTheme(
      <DeleteButton
        confirm="確定要刪除套票方案嗎？"
        onDelete={vi.fn()}
        disabled
        title="已售出的方案無法刪除，可改為停售"
      />,
    );
    const button = screen.getByRole('button', { name: '刪除' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', '已售出的方案無法刪除，可改為停售');
  });
});
