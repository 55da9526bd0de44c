import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { favoriteShopIdsKey } from './get-favorite-shop-ids';
import { toggleFavorite } from './set-favorite';

describe('toggleFavorite', () => {
  afterEach(() => vi.unstubAllGlobals());

  const ids = (client: QueryClient) => client.getQueryData<number[]>(favoriteShopIdsKey);

  it('shows the change before the server answers', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const client = new QueryClient();
    client.setQueryData(favoriteShopIdsKey, [1]);
    const done = toggleFavorite(client, 7, true);
    await vi.waitFor(() => expect(ids(client)).toEqual([1, 7]));
    answer(new Response(JSON.stringify({ data: { shopId: 7, isFavorite: true } })));
    await done;
    expect(ids(client)).toEqual([1, 7]);
  });

  it('rolls back when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ error: { code: 'E_NOT_FOUND', message: '找不到店家' } }), {
          status: 404,
        }),
    );
    const client = new QueryClient();
    client.setQueryData(favoriteShopIdsKey, [1, 7]);
    await expect(toggleFavorite(client, 7, false)).rejects.toThrow('找不到店家');
    expect(ids(client)).toEqual([1, 7]);
  });
});
