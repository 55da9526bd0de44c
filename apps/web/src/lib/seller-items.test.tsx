import { calls } from '@haoyue/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sellerItems } from './seller-items';

afterEach(() => {
  vi.unstubAllGlobals();
});

const plans = (sellerId: number) => ['plans', sellerId] as const;
const writes = sellerItems(
  {
    list: calls.storedValue.listTopUpPlans,
    create: calls.storedValue.createTopUpPlan,
    update: calls.storedValue.updateTopUpPlan,
    remove: calls.storedValue.deleteTopUpPlan,
  },
  'planId',
  { list: plans, refreshed: plans },
);

/** Answers every request with an empty success and records what was sent. */
function stubFetch() {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
    Response.json({ data: {} }, { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const sent = () =>
    fetchMock.mock.calls.map(([url, init]) => ({
      method: init?.method,
      path: new URL(url, 'http://localhost').pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }));
  return sent;
}

function setup() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { invalidate, wrapper };
}

const body = { name: '儲值 1 萬送 1 千', payAmount: 1000000, receiveAmount: 1100000 };

describe('sellerItems', () => {
  it("reads the seller's list under the list key", async () => {
    const sent = stubFetch();
    const { wrapper } = setup();
    const { result } = renderHook(() => writes.use(7), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({});
    expect(sent()).toEqual([
      { method: 'GET', path: '/v1/sellers/7/top-up-plans', body: undefined },
    ]);
  });

  it('creates without an id and updates with one, the id in the path and not the body', async () => {
    const sent = stubFetch();
    const { invalidate, wrapper } = setup();
    const { result } = renderHook(() => writes.useSave(7), { wrapper });
    await act(() => result.current.mutateAsync(body));
    await act(() => result.current.mutateAsync({ planId: 3, ...body }));
    expect(sent()).toEqual([
      { method: 'POST', path: '/v1/sellers/7/top-up-plans', body },
      { method: 'PUT', path: '/v1/sellers/7/top-up-plans/3', body },
    ]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['plans', 7] });
  });

  it('deletes the item the id names and refreshes the list', async () => {
    const sent = stubFetch();
    const { invalidate, wrapper } = setup();
    const { result } = renderHook(() => writes.useDelete(7), { wrapper });
    await act(() => result.current.mutateAsync(3));
    expect(sent()).toEqual([
      { method: 'DELETE', path: '/v1/sellers/7/top-up-plans/3', body: undefined },
    ]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['plans', 7] });
  });
});
