import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { AdminPagedList } from './paged-list';

const listOf = (meta: { total: number; totalExact?: boolean }) => ({
  isPending: false,
  isError: false,
  isFetching: false,
  data: { data: [{ id: 1 }], meta: { page: 1, perPage: 20, ...meta } },
});

const renderList = (meta: { total: number; totalExact?: boolean }) =>
  renderWithTheme(
    <AdminPagedList
      query={listOf(meta) as never}
      page={1}
      onPage={vi.fn()}
      total={(n) => `共 ${n} 位使用者`}
      empty={{ title: '沒有使用者' } as never}
      testId="list"
      card={(row: { id: number }) => <div>#{row.id}</div>}
      rowKey={(row) => row.id}
    />,
  );

describe('AdminPagedList', () => {
  it('says how many match', () => {
    renderList({ total: 12, totalExact: true });
    expect(screen.getByText('共 12 位使用者')).toBeInTheDocument();
  });

  it('says "10,000+" where the list stopped counting', () => {
    renderList({ total: 10_000, totalExact: false });
    expect(screen.getByText('共 10,000+ 位使用者')).toBeInTheDocument();
  });
});
