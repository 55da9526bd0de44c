import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { renderWithTheme } from '../../../test/render';
import { RecordQuery } from './record-query';

type Query = Parameters<typeof RecordQuery<{ name: string }>>[0]['query'];
const base: Query = {
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  refetch: () => undefined,
  isFetching: false,
};

const show = (query: Query) =>
  renderWithTheme(
    <MemoryRouter>
      <RecordQuery query={query}>{(user) => <p data-testid="record">{user.name}</p>}</RecordQuery>
    </MemoryRouter>,
  );

describe('RecordQuery', () => {
  it('shows progress while the record loads', () => {
    show({ ...base, isPending: true });
    expect(screen.getByRole('status', { name: '載入中' })).toBeInTheDocument();
    expect(screen.queryByTestId('record')).toBeNull();
  });

  it('an id that is unknown or malformed (404, 400) reads as not found, not as a failure', () => {
    for (const status of [404, 400]) {
      const { unmount } = show({
        ...base,
        isError: true,
        error: new ApiError('E_NOT_FOUND', '找不到使用者', status),
      });
      expect(screen.queryByRole('button', { name: /重試|重新載入/ })).toBeNull();
      expect(screen.queryByTestId('record')).toBeNull();
      expect(document.body.textContent).toMatch(/找不到/);
      unmount();
    }
  });

  it('a failed read offers to try again; the record once it is there', () => {
    const { unmount } = show({
      ...base,
      isError: true,
      error: new ApiError('E_INTERNAL', '伺服器錯誤', 500),
    });
    expect(screen.getByRole('button', { name: /重試|重新載入|再試/ })).toBeInTheDocument();
    unmount();
    show({ ...base, data: { name: '王小美' } });
    expect(screen.getByTestId('record')).toHaveTextContent('王小美');
  });
});
