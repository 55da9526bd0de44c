import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { infiniteHistory, PagedHistory, type PagedHistoryQuery } from './paged-history';

interface Move {
  id: number;
  kind: string;
  amount: number;
}

const query = (over: Partial<PagedHistoryQuery>): PagedHistoryQuery => ({
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
  ...over,
});

const history = (
  q: PagedHistoryQuery,
  items?: Move[],
  paging?: { meta: { page: number; perPage: number; total: number }; onChange: () => void },
) => (
  <PagedHistory
    label="儲值金紀錄"
    query={q}
    items={items}
    paging={paging && { ...paging, page: 1 }}
    more={
      paging ? undefined : { hasMore: true, loading: false, total: 9, onMore: vi.fn(), testId: 'm' }
    }
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
    rerender(history(query({}), []));
    expect(screen.getByText('還沒有儲值金紀錄。')).toBeInTheDocument();
  });

  it('lists the movements and pages through them', async () => {
    const onPageChange = vi.fn();
    renderWithTheme(
      history(
        query({}),
        [
          { id: 1, kind: '儲值', amount: 3300 },
          { id: 2, kind: '扣款', amount: 800 },
        ],
        { meta: { page: 1, perPage: 2, total: 3 }, onChange: onPageChange },
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

  it('offers 載入更多 for a list read page by page', () => {
    renderWithTheme(history(query({}), [{ id: 1, kind: '儲值', amount: 3300 }]));
    expect(screen.getByRole('button', { name: '載入更多' })).toBeInTheDocument();
  });

  it('offers to load again after an error', () => {
    renderWithTheme(history(query({ isError: true })));
    expect(screen.getByRole('button', { name: '重新載入' })).toBeInTheDocument();
  });

  it('reads an infinite query as the rows so far and 載入更多', () => {
    const fetchNextPage = vi.fn();
    const { items, more } = infiniteHistory(
      {
        data: {
          pages: [
            { data: [1, 2], meta: { page: 1, perPage: 2, total: 5 } },
            { data: [3, 4], meta: { page: 2, perPage: 2, total: 5 } },
          ],
        },
        hasNextPage: true,
        isFetchingNextPage: false,
        fetchNextPage,
      },
      'more',
    );
    expect(items).toEqual([1, 2, 3, 4]);
    expect(more).toMatchObject({ hasMore: true, loading: false, total: 5, testId: 'more' });
    more.onMore();
    expect(fetchNextPage).toHaveBeenCalled();
  });
});
