import type { WebCall, WebCallRequest } from '@haoyue/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { apiData } from './api-query';
import { useRefreshingMutation } from './refreshing-mutation';

/** The body a call takes. */
type BodyOf<W> = WebCallRequest<W> extends { body: infer B } ? B : never;

/**
 * The save and delete hooks of a list of the seller's items (customer tags, top-up plans,
 * voucher templates): a save with the item's id (`idParam`) updates that item, one without
 * creates one; a delete takes the id. Each write refreshes what `refreshed(sellerId)` names.
 */
export function sellerItemWrites<C extends WebCall, K extends string>(
  endpoints: { create: C; update: WebCall; remove: WebCall },
  idParam: K,
  refreshed: (sellerId: number) => QueryKey,
) {
  // The params every call of this kind takes: the seller, and the item but to create one.
  const send = (call: WebCall, params: object, body?: BodyOf<C>) =>
    apiData(call, { params, body } as unknown as WebCallRequest<WebCall>);

  function useSave(sellerId: number) {
    return useRefreshingMutation(
      refreshed(sellerId),
      (variables: BodyOf<C> & { [P in K]?: number }) => {
        const { [idParam]: itemId, ...body } = variables;
        return itemId
          ? send(endpoints.update, { sellerId, [idParam]: itemId }, body as BodyOf<C>)
          : send(endpoints.create, { sellerId }, body as BodyOf<C>);
      },
    );
  }

  function useDelete(sellerId: number) {
    return useRefreshingMutation(refreshed(sellerId), (itemId: number) =>
      send(endpoints.remove, { sellerId, [idParam]: itemId }),
    );
  }

  return { useSave, useDelete };
}
