import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { chatKeys } from '../api/keys';
import { ConversationSide } from './conversation-pane';

/** The side panel of conversation 7 with the detail already read (no call made). */
function renderSide(detail: { orders: unknown[]; sellers: unknown[] }) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(chatKeys.conversation(7), {
    conversation: { user: { name: '王小明', phone: '0912-345-678' } },
    profile: { email: null, lineLinked: true, disabled: false, createdAt: '2026-12-01T03:00:00Z' },
    ...detail,
  });
  return renderWithTheme(
    <QueryClientProvider client={client}>
      <ConversationSide conversationId={7} />
    </QueryClientProvider>,
  );
}

const box = (heading: string) =>
  screen.getByRole('heading', { level: 3, name: heading }).parentElement!;

describe('ConversationSide', () => {
  it('lists the user, their latest orders and their sellers, a line each', () => {
    renderSide({
      orders: [{ id: 1, number: 'A1B2-C3D4', shopName: '好約美髮', currency: 'TWD', total: 1200 }],
      sellers: [
        { id: 3, name: '好約美髮', relation: 'CUSTOMER' },
        { id: 3, name: '好約美髮', relation: 'MEMBER' },
      ],
    });
    expect(box('使用者資料').textContent).toContain('王小明');
    expect(box('使用者資料').textContent).toContain('已綁定 LINE');
    expect(within(box('最近訂單')).getByText('A1B2-C3D4・好約美髮・TWD 1,200')).toBeTruthy();
    expect(within(box('往來商家')).getByText('好約美髮（顧客）')).toBeTruthy();
    expect(within(box('往來商家')).getByText('好約美髮（成員）')).toBeTruthy();
  });

  it('says so when there are no orders or sellers', () => {
    renderSide({ orders: [], sellers: [] });
    expect(within(box('最近訂單')).getByText('沒有訂單')).toBeTruthy();
    expect(within(box('往來商家')).getByText('沒有往來商家')).toBeTruthy();
  });
});
