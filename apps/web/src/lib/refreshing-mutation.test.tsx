import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  useCachingMutation,
  useInvalidatingMutation,
  useRefreshingMutation,
} from './refreshing-mutation';

function setup() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, invalidate, wrapper };
}

describe('useRefreshingMutation', () => {
  it('makes every read under its key stale once the write succeeds', async () => {
    const { invalidate, wrapper } = setup();
    const { result } = renderHook(
      () => useRefreshingMutation(['tags', 7], async (name: string) => ({ name })),
      { wrapper },
    );
    await act(() => result.current.mutateAsync('VIP'));
    expect(invalidate).toHaveBeenCalledExactlyOnceWith({ queryKey: ['tags', 7] });
  });
});

describe('useInvalidatingMutation', () => {
  it('makes stale what each filter matches, and nothing when the write fails', async () => {
    const { invalidate, wrapper } = setup();
    const { result } = renderHook(
      () =>
        useInvalidatingMutation(
          async (fail: boolean) => {
            if (fail) throw new Error('refused');
            return 'ok';
          },
          [{ queryKey: ['groups', 7] }, { queryKey: ['shops', 7], exact: true }],
        ),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(true).catch(() => undefined));
    expect(invalidate).not.toHaveBeenCalled();
    await act(() => result.current.mutateAsync(false));
    expect(invalidate.mock.calls).toEqual([
      [{ queryKey: ['groups', 7] }],
      [{ queryKey: ['shops', 7], exact: true }],
    ]);
  });
});

describe('useCachingMutation', () => {
  it('caches the answer under its key and refreshes what it names as stale', async () => {
    const { queryClient, invalidate, wrapper } = setup();
    const { result } = renderHook(
      () =>
        useCachingMutation(['record', 7, 42], async (note: string) => ({ note }), [
          { queryKey: ['customers', 7] },
        ]),
      { wrapper },
    );
    await act(() => result.current.mutateAsync('常客'));
    expect(queryClient.getQueryData(['record', 7, 42])).toEqual({ note: '常客' });
    expect(invalidate).toHaveBeenCalledExactlyOnceWith({ queryKey: ['customers', 7] });
  });
});
