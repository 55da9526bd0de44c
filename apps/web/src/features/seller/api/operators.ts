import type {
  TManagedOperator,
  TOperatorInput,
  TTimeOff,
  TTimeOffInput,
  TUpdateOperatorRequest,
} from '@haoyue/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/http';
import { sellerKeys, shopPath } from './keys';

/** A shop's operators, bookable or not, with their services and weekly hours. */
export function useOperators(sellerId: number, shopId: number | null) {
  return useQuery({
    queryKey: sellerKeys.operators(sellerId, shopId ?? 0),
    queryFn: async ({ signal }) =>
      (
        await apiGet<TManagedOperator[]>(`${shopPath(sellerId, shopId!)}/operators`, undefined, {
          signal,
        })
      ).data,
    enabled: shopId !== null,
  });
}

function useOperatorsWrite<V, R>(sellerId: number, shopId: number, send: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerKeys.operators(sellerId, shopId) }),
        // Services list who performs them.
        queryClient.invalidateQueries({ queryKey: sellerKeys.serviceGroups(sellerId, shopId) }),
      ]),
  });
}

/** Adds an operator at the end. */
export function useCreateOperator(sellerId: number, shopId: number) {
  return useOperatorsWrite(
    sellerId,
    shopId,
    async (request: TOperatorInput) =>
      (await apiSend<TManagedOperator>('POST', `${shopPath(sellerId, shopId)}/operators`, request))
        .data,
  );
}

/** Changes an operator (only the fields sent; lists and weekly hours replace the stored ones). */
export function useUpdateOperator(sellerId: number, shopId: number, operatorId: number) {
  return useOperatorsWrite(
    sellerId,
    shopId,
    async (request: TUpdateOperatorRequest) =>
      (
        await apiSend<TManagedOperator>(
          'PATCH',
          `${shopPath(sellerId, shopId)}/operators/${operatorId}`,
          request,
        )
      ).data,
  );
}

/** Deletes an operator who was never booked (409 otherwise). */
export function useDeleteOperator(sellerId: number, shopId: number) {
  return useOperatorsWrite(sellerId, shopId, (operatorId: number) =>
    apiSend<void>('DELETE', `${shopPath(sellerId, shopId)}/operators/${operatorId}`),
  );
}

/** Puts the operators in a new order (ids: every operator of the shop). */
export function useReorderOperators(sellerId: number, shopId: number) {
  return useOperatorsWrite(sellerId, shopId, (ids: number[]) =>
    apiSend<TManagedOperator[]>('POST', `${shopPath(sellerId, shopId)}/operators:reorder`, { ids }),
  );
}

/** Uploads an operator's photo (multipart `file`). */
export function useUploadOperatorAvatar(sellerId: number, shopId: number, operatorId: number) {
  return useOperatorsWrite(sellerId, shopId, async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return (
      await apiSend<TManagedOperator>(
        'POST',
        `${shopPath(sellerId, shopId)}/operators/${operatorId}/avatar`,
        form,
      )
    ).data;
  });
}

/** An operator's time off from `from` on, earliest first. */
export function useTimeOff(sellerId: number, shopId: number, operatorId: number, from: string) {
  return useQuery({
    queryKey: [...sellerKeys.timeOff(sellerId, shopId, operatorId), from],
    queryFn: async ({ signal }) =>
      (
        await apiGet<TTimeOff[]>(
          `${shopPath(sellerId, shopId)}/operators/${operatorId}/time-off`,
          { from },
          { signal },
        )
      ).data,
  });
}

function useTimeOffWrite<V, R>(
  sellerId: number,
  shopId: number,
  operatorId: number,
  send: (v: V) => Promise<R>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: sellerKeys.timeOff(sellerId, shopId, operatorId),
      }),
  });
}

/** Adds time off: the operator cannot be booked then. */
export function useCreateTimeOff(sellerId: number, shopId: number, operatorId: number) {
  return useTimeOffWrite(
    sellerId,
    shopId,
    operatorId,
    async (request: TTimeOffInput) =>
      (
        await apiSend<TTimeOff>(
          'POST',
          `${shopPath(sellerId, shopId)}/operators/${operatorId}/time-off`,
          request,
        )
      ).data,
  );
}

/** Removes time off. */
export function useDeleteTimeOff(sellerId: number, shopId: number, operatorId: number) {
  return useTimeOffWrite(sellerId, shopId, operatorId, (timeOffId: number) =>
    apiSend<void>(
      'DELETE',
      `${shopPath(sellerId, shopId)}/operators/${operatorId}/time-off/${timeOffId}`,
    ),
  );
}
