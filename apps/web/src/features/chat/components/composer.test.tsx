import { CHAT_MESSAGE_MAX_LENGTH } from '@haoyue/contracts';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { renderWithDropdowns } from '../../../test/render';
import { Composer } from './composer';

describe('Composer', () => {
  it('sends on Enter, trimmed, and empties; Shift+Enter makes a new line', async () => {
    const onSend = vi.fn();
    renderWithDropdowns(<Composer onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: '訊息' });
    await userEvent.type(box, '  你好{Shift>}{Enter}{/Shift}請問  ');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('你好\n請問');
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('does not send on the Enter that confirms an input method’s characters', () => {
    const onSend = vi.fn();
    renderWithDropdowns(<Composer onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: '訊息' });
    fireEvent.change(box, { target: { value: 'ni' } });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends nothing empty; counts near the limit and refuses over it', async () => {
    const onSend = vi.fn();
    renderWithDropdowns(<Composer onSend={onSend} />);
    const send = screen.getByRole('button', { name: '傳送' });
    expect(send).toHaveProperty('disabled', true);
    const box = screen.getByRole('textbox', { name: '訊息' });
    fireEvent.change(box, { target: { value: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH - 150) } });
    expect(screen.queryByTestId('chat-counter')).toBeNull();
    fireEvent.change(box, { target: { value: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH) } });
    expect(screen.getByTestId('chat-counter').textContent).toBe(
      `${CHAT_MESSAGE_MAX_LENGTH}/${CHAT_MESSAGE_MAX_LENGTH}`,
    );
    expect(send).toHaveProperty('disabled', false);
    fireEvent.change(box, { target: { value: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) } });
    expect(send).toHaveProperty('disabled', true);
    expect(screen.getByText(`訊息不可超過 ${CHAT_MESSAGE_MAX_LENGTH} 字`)).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('uploads a picked image and shows the server’s refusal in zh-TW', async () => {
    const onImage = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('E_RATE_LIMITED', '圖片傳送太頻繁，請稍後再試', 429));
    renderWithDropdowns(<Composer onSend={vi.fn()} onImage={onImage} />);
    const file = new File([new Uint8Array(10)], 'a.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('chat-file'), file);
    expect(onImage).toHaveBeenCalledWith(file);
    expect((await screen.findByRole('alert')).textContent).toBe('圖片傳送太頻繁，請稍後再試');
  });

  it('lets a tool insert text (a canned reply) to edit before sending', async () => {
    const onSend = vi.fn();
    renderWithDropdowns(
      <Composer
        onSend={onSend}
        tools={(insert) => (
          <button type="button" onClick={() => insert('感謝您的耐心等候')}>
            插入
          </button>
        )}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '插入' }));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: '訊息' }).value).toBe(
      '感謝您的耐心等候',
    );
    expect(onSend).not.toHaveBeenCalled();
  });
});
