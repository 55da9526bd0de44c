import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { QueryStates, type QueryStatesQuery } from './query-states';

const query = (over: Partial<QueryStatesQuery>): QueryStatesQuery => ({
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
  ...over,
});

const rows = (items: readonly string[]) => (
  <ul aria-label="套票">
    {items.map((i) => (
      <li key={i}>{i}</li>
    ))}
  </ul>
);

describe('QueryStates', () => {
  it('says it is loading while the read is pending, or shows the given placeholder', () => {
    const { unmount } = renderWithTheme(
      <QueryStates query={query({ isPending: true })} items={undefined} empty={{ title: '無' }}>
        {rows}
      </QueryStates>,
    );
    expect(screen.getByRole('status', { name: '載入中' })).toBeInTheDocument();
    unmount();
    renderWithTheme(
      <QueryStates
        query={query({ isPending: true })}
        items={undefined}
        loading={<p>請稍候</p>}
        empty={{ title: '無' }}
      >
        {rows}
      </QueryStates>,
    );
    expect(screen.getByText('請稍候')).toBeInTheDocument();
  });

  it('shows the error whose button reads again', async () => {
    const q = query({ isError: true });
    renderWithTheme(
      <QueryStates query={q} items={undefined} empty={{ title: '無' }}>
        {rows}
      </QueryStates>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('載入失敗');
    await userEvent.click(screen.getByRole('button', { name: '重新載入' }));
    expect(q.refetch).toHaveBeenCalled();
  });

  it('shows the empty state by its words, or the element given', () => {
    const { unmount } = renderWithTheme(
      <QueryStates query={query({})} items={[]} empty={{ title: '沒有可使用的套票' }}>
        {rows}
      </QueryStates>,
    );
    expect(screen.getByRole('heading', { name: '沒有可使用的套票' })).toBeInTheDocument();
    unmount();
    renderWithTheme(
      <QueryStates query={query({})} items={[]} empty={<p>還沒有購買紀錄。</p>}>
        {rows}
      </QueryStates>,
    );
    expect(screen.getByText('還沒有購買紀錄。')).toBeInTheDocument();
  });

  it('draws the rows once there is one', () => {
    renderWithTheme(
      <QueryStates query={query({})} items={['洗髮 10 次', '護髮 5 次']} empty={{ title: '無' }}>
        {rows}
      </QueryStates>,
    );
    expect(screen.getByRole('list', { name: '套票' })).toHaveTextContent('洗髮 10 次護髮 5 次');
  });
});
