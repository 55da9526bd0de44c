import type {
  TManagedService,
  TManagedServiceGroup,
  TServiceInput,
  TUpdateServiceRequest,
} from '@haoyue/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/http';
import { sellerKeys, shopPath } from './keys';

/** A shop's service groups with all their services, bookable or not, in display order. */
export function useServiceGroups(sellerId: number, shopId: number | null) {
  return useQuery({
    queryKey: sellerKeys.serviceGroups(sellerId, shopId ?? 0),
    queryFn: async ({ signal }) =>
      (
        await apiGet<TManagedServiceGroup[]>(
          `${shopPath(sellerId, shopId!)}/service-groups`,
          undefined,
          { signal },
        )
      ).data,
    enabled: shopId !== null,
  });
}

function useGroupsWrite<V, R>(sellerId: number, shopId: number, send: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerKeys.serviceGroups(sellerId, shopId) }),
        // Operators list the services they perform.
        queryClient.invalidateQueries({ queryKey: sellerKeys.operators(sellerId, shopId) }),
      ]),
  });
}

/** Adds a service group at the end. */
export function useCreateServiceGroup(sellerId: number, shopId: number) {
  return useGroupsWrite(
    sellerId,
    shopId,
    async (name: string) =>
      (
        await apiSend<TManagedServiceGroup>(
          'POST',
          `${shopPath(sellerId, shopId)}/service-groups`,
          {
            name,
          },
        )
      ).data,
  );
}

/** Renames a service group. */
export function useRenameServiceGroup(sellerId: number, shopId: number) {
  return useGroupsWrite(
    sellerId,
    shopId,
    async ({ id, name }: { id: number; name: string }) =>
      (
        await apiSend<TManagedServiceGroup>(
          'PATCH',
          `${shopPath(sellerId, shopId)}/service-groups/${id}`,
          { name },
        )
      ).data,
  );
}

/** Deletes an empty service group (409 E_GROUP_NOT_EMPTY otherwise). */
export function useDeleteServiceGroup(sellerId: number, shopId: number) {
  return useGroupsWrite(sellerId, shopId, (id: number) =>
    apiSend<void>('DELETE', `${shopPath(sellerId, shopId)}/service-groups/${id}`),
  );
}

/** Puts the groups in a new order (ids: every group of the shop). */
export function useReorderServiceGroups(sellerId: number, shopId: number) {
  return useGroupsWrite(sellerId, shopId, (ids: number[]) =>
    apiSend<TManagedServiceGroup[]>(
      'POST',
      `${shopPath(sellerId, shopId)}/service-groups:reorder`,
      {
        ids,
      },
    ),
  );
}

/** Puts one group's services in a new order. */
export function useReorderServices(sellerId: number, shopId: number) {
  return useGroupsWrite(
    sellerId,
    shopId,
    ({ serviceGroupId, ids }: { serviceGroupId: number; ids: number[] }) =>
      apiSend<TManagedService[]>('POST', `${shopPath(sellerId, shopId)}/services:reorder`, {
        serviceGroupId,
        ids,
      }),
  );
}

/** One service of the shop. */
export function useService(sellerId: number, shopId: number, serviceId: number | null) {
  return useQuery({
    queryKey: [...sellerKeys.serviceGroups(sellerId, shopId), 'service', serviceId],
    queryFn: async ({ signal }) =>
      (
        await apiGet<TManagedService>(
          `${shopPath(sellerId, shopId)}/services/${serviceId}`,
          undefined,
          { signal },
        )
      ).data,
    enabled: serviceId !== null,
  });
}

/** Adds a service at the end of its group. */
export function useCreateService(sellerId: number, shopId: number) {
  return useGroupsWrite(
    sellerId,
    shopId,
    async (request: TServiceInput) =>
      (await apiSend<TManagedService>('POST', `${shopPath(sellerId, shopId)}/services`, request))
        .data,
  );
}

/** Changes a service (only the fields sent). */
export function useUpdateService(sellerId: number, shopId: number, serviceId: number) {
  return useGroupsWrite(
    sellerId,
    shopId,
    async (request: TUpdateServiceRequest) =>
      (
        await apiSend<TManagedService>(
          'PATCH',
          `${shopPath(sellerId, shopId)}/services/${serviceId}`,
          request,
        )
      ).data,
  );
}

/** Deletes a service for good. */
export function useDeleteService(sellerId: number, shopId: number) {
  return useGroupsWrite(sellerId, shopId, (serviceId: number) =>
    apiSend<void>('DELETE', `${shopPath(sellerId, shopId)}/services/${serviceId}`),
  );
}
