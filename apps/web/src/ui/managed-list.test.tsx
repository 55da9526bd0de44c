import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { ManagedList, type ManagedListColumn, type ManagedListQuery } from './managed-list';

interface Plan {
  id: number;
  name: string;
  price: string;
}

const columns: ManagedListColumn<Plan>[] = [
  { key: 'name', header: '名稱', cell: (p) => p.name },
  { key: 'price', header: '價格', cell: (p) => p.price },
];

const query = (over: Partial<ManagedListQuery<Plan>>): ManagedListQuery<Plan> => ({
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
  data: [],
  ...over,
});

const plans: Plan[] = [
  { id: 1, name: '儲值一萬', price: 'NT$10,000' },
  { id: 2, name: '儲值三千', price: 'NT$3,000' },
];

const list = (q: ManagedListQuery<Plan>, extra: object = {}) => (
  <ManagedList
    label="儲值方案"
    query={q}
    columns={columns}
    rowKey={(p) => p.id}
    rowProps={() => ({ 'data-testid': 'plan-row' })}
    actions={(p) => <button type="button">編輯 {p.name}</button>}
    empty={{ title: '還沒有儲值方案', description: '建立方案後即可選用。' }}
    {...extra}
  />
);

describe('ManagedList', () => {
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('says it is loading, busy, while the query is pending', () => {
    renderWithTheme(list(query({ isPending: true, data: undefined })));
    const status = screen.getByRole('status', { name: '載入中' });
    expect(status).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the empty state with its heading', () => {
    renderWithTheme(list(query({ data: [] })));
    expect(screen.getByRole('heading', { name: '還沒有儲值方案' })).toBeInTheDocument();
    expect(screen.getByText('建立方案後即可選用。')).toBeInTheDocument();
  });

  it('shows the error state whose button fetches again', async () => {
    const q = query({ isError: true, data: undefined });
    renderWithTheme(list(q));
    expect(screen.getByRole('alert')).toHaveTextContent('載入失敗');
    await userEvent.click(screen.getByRole('button', { name: '重新載入' }));
    expect(q.refetch).toHaveBeenCalled();
  });

  it('is a table with column headers at desktop width', () => {
    renderWithTheme(list(query({ data: plans })));
    const table = screen.getByRole('table', { name: '儲值方案' });
    expect(within(table).getByRole('columnheader', { name: '名稱' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: '操作' })).toBeInTheDocument();
    expect(screen.getAllByTestId('plan-row')).toHaveLength(2);
    expect(within(table).getByRole('button', { name: '編輯 儲值三千' })).toBeInTheDocument();
  });

  it('is a list of cards at 390 px, a card a row with the column names', () => {
    window.innerWidth = 390;
    renderWithTheme(list(query({ data: plans })));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: '儲值方案' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('價格')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('NT$10,000')).toBeInTheDocument();
  });

  it('pages: numbers under the list, a click asks for the page', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      list(query({ data: plans }), {
        paging: { meta: { page: 1, perPage: 2, total: 5 }, page: 1, onChange },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: '第 3 頁' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('has no pager when everything fits one page', () => {
    renderWithTheme(
      list(query({ data: plans }), {
        paging: { meta: { page: 1, perPage: 20, total: 2 }, page: 1, onChange: vi.fn() },
      }),
    );
    expect(screen.queryByRole('button', { name: '下一頁' })).not.toBeInTheDocument();
  });

  it('has a row 編輯 opening the row’s dialog, closed by it', async () => {
    renderWithTheme(
      list(query({ data: plans }), {
        actions: undefined,
        edit: {
          dialog: (p: Plan, close: () => void) => (
            <div role="dialog" aria-label={`編輯 ${p.name}`}>
              <button type="button" onClick={close}>
                關閉
              </button>
            </div>
          ),
          testId: 'plan-edit',
        },
      }),
    );
    const table = screen.getByRole('table', { name: '儲值方案' });
    expect(within(table).getByRole('columnheader', { name: '操作' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByTestId('plan-edit')[1]!);
    expect(screen.getByRole('dialog', { name: '編輯 儲值三千' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '關閉' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
