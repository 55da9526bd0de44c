import { describe, expect, it, vi } from 'vitest';
import { showNotification } from './notifications';
import { savedThen } from './saved-then';

vi.mock('./notifications', () => ({ showNotification: vi.fn() }));

describe('savedThen', () => {
  it('says the save is done, then runs what follows', () => {
    const close = vi.fn();
    savedThen('已更新標籤', close).onSuccess(undefined);
    expect(showNotification).toHaveBeenCalledWith({ color: 'teal', message: '已更新標籤' });
    expect(close).toHaveBeenCalled();
  });

  it('words the message from the answer', () => {
    savedThen((saved: { name: string }) => `已建立優惠券「${saved.name}」`).onSuccess({
      name: '新客 9 折',
    });
    expect(showNotification).toHaveBeenCalledWith({
      color: 'teal',
      message: '已建立優惠券「新客 9 折」',
    });
  });
});
