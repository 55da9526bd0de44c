import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithDropdowns } from '../../../test/render';
import { chatMessage } from '../lib/test-messages';
import { MessageList } from './message-list';

const NOW = new Date('2026-12-06T04:00:00Z');

/** The list as the user sees it at NOW, nothing delivered or read yet unless said. */
const renderList = (props: Partial<ComponentProps<typeof MessageList>>) =>
  renderWithDropdowns(
    <MessageList
      own="USER"
      receipts={{ deliveredSeq: 0, readSeq: 0 }}
      now={NOW}
      messages={[]}
      {...props}
    />,
  );

describe('MessageList', () => {
  it('is a polite live log, with a separator per Taiwan day', () => {
    renderList({
      messages: [
        chatMessage(1, { createdAt: '2026-12-01T03:00:00Z' }),
        chatMessage(2, { createdAt: '2026-12-05T17:30:00Z' }), // 01:30 on the 6th in Taipei
        chatMessage(3),
      ],
    });
    const log = screen.getByRole('log');
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(screen.getAllByTestId('chat-day').map((d) => d.textContent)).toEqual([
      '12月1日 週二',
      '今天',
    ]);
  });

  it('marks own messages 已讀, 已送達 or 已送出 from the other side’s seqs, never the other’s', () => {
    renderList({
      receipts: { deliveredSeq: 3, readSeq: 1 },
      messages: [
        chatMessage(1),
        chatMessage(2, { sender: 'SUPPORT', senderName: '小安' }),
        chatMessage(3),
        chatMessage(4),
      ],
    });
    const own = screen.getAllByTestId('chat-own-message');
    expect(own.map((m) => within(m).getByTestId('chat-status').textContent)).toEqual([
      '已讀',
      '已送達',
      '已送出',
    ]);
    const other = screen.getByTestId('chat-other-message');
    expect(within(other).queryByTestId('chat-status')).toBeNull();
    expect(other.textContent).toContain('客服 小安');
  });

  it('shows a sending message as 傳送中 and a failed one with its reason and 重新傳送', async () => {
    const onRetry = vi.fn();
    const pending = {
      image: null,
      imageId: null,
      createdAt: NOW.toISOString(),
    };
    renderList({
      onRetry,
      pending: [
        { ...pending, clientId: 'a', body: '第一則', status: 'sending', error: null },
        { ...pending, clientId: 'b', body: '第二則', status: 'failed', error: '傳送太頻繁' },
      ],
    });
    const [sending, failed] = screen.getAllByTestId('chat-own-message');
    expect(within(sending!).getByTestId('chat-status').textContent).toBe('傳送中');
    expect(within(failed!).getByRole('alert').textContent).toBe('傳送太頻繁');
    await userEvent.click(within(failed!).getByRole('button', { name: '重新傳送' }));
    expect(onRetry).toHaveBeenCalledWith('b');
  });

  it('renders a message’s markup as text and its links as new-tab links', () => {
    renderList({
      own: 'SUPPORT',
      messages: [chatMessage(1, { body: '<script>alert(1)</script> https://a.example/x' })],
    });
    const log = screen.getByRole('log');
    expect(log.querySelector('script')).toBeNull();
    expect(log.textContent).toContain('<script>alert(1)</script>');
    const link = within(log).getByRole('link', { name: 'https://a.example/x' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('opens an image in the viewer with its alt text', async () => {
    renderList({
      messages: [
        chatMessage(1, {
          sender: 'SUPPORT',
          body: null,
          image: { url: '/v1/chat/images/5?exp=1&sig=abcdefabcdefabcdef', width: 40, height: 30 },
        }),
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: '放大檢視圖片' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: '對方傳送的圖片' })).toBeTruthy();
  });
});
