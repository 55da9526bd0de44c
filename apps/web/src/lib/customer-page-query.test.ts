import { calls } from '@haoyue/contracts';
import type { QueryFunction } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerPageQuery } from './customer-page-query';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('customerPageQuery', () => {
  const key = (sellerId: number, customerId: number, page: number) =>
    ['sales', sellerId, customerId, page] as const;
  const sales = customerPageQuery(calls.sellerProduct.listProductSales, key, 10);

  it('caches each page under the key and keeps the page shown while the next one loads', () => {
    const options = sales.options(7, 42, 3);
    expect(options.queryKey).toEqual(['sales', 7, 42, 3]);
    const placeholder = options.placeholderData as (previous: unknown) => unknown;
    const previous = { data: [], meta: { page: 2, perPage: 10, total: 30 } };
    expect(placeholder(previous)).toBe(previous);
  });

  it("asks for the seller's customer's page of perPage and answers the whole body", async () => {
    const body = { data: [], meta: { page: 3, perPage: 10, total: 21 } };
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json(body, { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const queryFn = sales.options(7, 42, 3).queryFn as QueryFunction;
    const answer = await queryFn({ signal: new AbortController().signal } as never);
    expect(answer).toEqual(body);
    const url = new URL(fetchMock.mock.calls[0]![0], 'http://localhost');
    expect(url.pathname).toBe('/v1/sellers/7/customer-records/42/product-sales');
    expect(url.searchParams.get('page')).toBe('3');
    expect(url.searchParams.get('perPage')).toBe('10');
  });
});
