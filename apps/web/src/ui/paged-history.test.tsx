import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { PagedHistory, type PagedHistoryQuery } from './paged-history';

interface Move {
  id: number;
  kind: string;
  amount: number;
}

const query = (over: Partial<PagedHistoryQuery<Move>>): PagedHistoryQuery<Move> => ({
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
  ...over,
});

const history = (q: PagedHistoryQuery<Move>, onPageChange = vi.fn()) => (
  <PagedHistory
    label="儲值金紀錄"
    query={q}
    page={1}
    onPageChange={onPageChange}
    itemKey={(m) => m.id}
    line={(m) => ({
      title: m.kind,
      details: ['2026/12/05 10:00', null],
      amount: `+${m.amount}`,
      after: `餘額 ${m.amount}`,
    })}
    emptyText="還沒有儲值金紀錄。"
  />
);

describe('PagedHistory', () => {
  it('is busy while loading and says when there is nothing', () => {
    const { rerender } = renderWithTheme(history(query({ isPending: true })));
    expect(screen.getByRole('status', { name: '載入中' })).toHaveAttribute('aria-busy', 'true');
    rerender(history(query({ data: { data: [], meta: { page: 1, perPage: 10, total: 0 } } })));
    expect(screen.getByText('還沒有儲值金紀錄。')).toBeInTheDocument();
  });

  it('lists the movements and pages through them', async () => {
    const onPageChange = vi.fn();
    renderWithTheme(
      history(
        query({
          data: {
            data: [
              { id: 1, kind: '儲值', amount: 3300 },
              { id: 2, kind: '扣款', amount: 800 },
            ],
            meta: { page: 1, perPage: 2, total: 3 },
          },
        }),
        onPageChange,
      ),
    );
    const items = within(screen.getByRole('list', { name: '儲值金紀錄' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('儲值');
    expect(items[0]).toHaveTextContent('+3300');
    expect(items[0]).toHaveTextContent('餘額 3300');
    await userEvent.click(screen.getByRole('button', { name: '下一頁' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('offers to load again after an error', () => {
    renderWithTheme(history(query({ isError: true })));
    expect(screen.getByRole('button', { name: '重新載入' })).toBeInTheDocument();
  });
});
