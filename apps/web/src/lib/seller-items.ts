import type { WebCall, WebCallRequest } from '@haoyue/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { apiData, apiQuery } from './api-query';
import { useRefreshingMutation } from './refreshing-mutation';

/** The body a call takes. */
type BodyOf<W> = WebCallRequest<W> extends { body: infer B } ? B : never;

/**
 * The hooks of a list of the seller's items (customer tags, top-up plans, voucher templates):
 * `use` reads the list under `keys.list`; a save with the item's id (`idParam`) updates that
 * item, one without creates one; a delete takes the id. Each write refreshes `keys.refreshed`.
 */
export function sellerItems<L extends WebCall, C extends WebCall, K extends string>(
  endpoints: { list: L; create: C; update: WebCall; remove: WebCall },
  idParam: K,
  keys: {
    list: (sellerId: number) => QueryKey;
    refreshed: (sellerId: number) => QueryKey;
  },
) {
  // The params every call of this kind takes: the seller, and the item but to list or create.
  const send = (call: WebCall, params: object, body?: BodyOf<C>) =>
    apiData(call, { params, body } as unknown as WebCallRequest<WebCall>);

  const list = apiQuery(keys.list, (sellerId: number, signal: AbortSignal) =>
    apiData(endpoints.list, { params: { sellerId } } as unknown as WebCallRequest<L>, signal),
  );

  function useSave(sellerId: number) {
    return useRefreshingMutation(
      keys.refreshed(sellerId),
      (variables: BodyOf<C> & { [P in K]?: number }) => {
        const { [idParam]: itemId, ...body } = variables;
        return itemId
          ? send(endpoints.update, { sellerId, [idParam]: itemId }, body as BodyOf<C>)
          : send(endpoints.create, { sellerId }, body as BodyOf<C>);
      },
    );
  }

  function useDelete(sellerId: number) {
    return useRefreshingMutation(keys.refreshed(sellerId), (itemId: number) =>
      send(endpoints.remove, { sellerId, [idParam]: itemId }),
    );
  }

  return { use: list.use, useSave, useDelete };
}
