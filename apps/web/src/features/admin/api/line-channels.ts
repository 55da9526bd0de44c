import { calls, type TAdminLineChannelsQuery } from '@haoyue/contracts';
import { apiPageQuery, apiWrite } from '../../../lib/api-query';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { adminKeys } from './keys';

type Filters = Partial<TAdminLineChannelsQuery>;

/** A page of sellers' LINE channels, filtered on the server (line.channels). */
export const useLineChannels = apiPageQuery(
  calls.adminLineChannel.listLineChannels,
  (filters: Filters) => [...adminKeys.lineChannels(), filters],
).use;

const setLineChannel = apiWrite(calls.adminLineChannel.setLineChannel);

/** Disables or enables a seller's LINE channels with the reason; the list refreshes. */
export function useSetLineChannel() {
  return useRefreshingMutation(
    adminKeys.lineChannels(),
    ({ sellerId, disabled, reason }: { sellerId: number; disabled: boolean; reason: string }) =>
      setLineChannel({ params: { sellerId }, body: { disabled, reason } }),
  );
}
