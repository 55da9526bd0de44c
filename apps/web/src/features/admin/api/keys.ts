import { USER_SCOPE } from '../../../lib/session';

// Every admin query lives under the signed-in user's scope, so signing out forgets them.

/** Query keys of the admin area. */
export const adminKeys = {
  all: [USER_SCOPE, 'admin'] as const,
  me: () => [...adminKeys.all, 'me'] as const,
  pushAudiences: () => [...adminKeys.all, 'push-audiences'] as const,
  pushPreview: (kind: string, id: number | null) =>
    [...adminKeys.all, 'push-preview', kind, id] as const,
  pushMessages: () => [...adminKeys.all, 'push-messages'] as const,
  pushMessagePage: (page: number) => [...adminKeys.pushMessages(), page] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (query: Record<string, unknown>) => [...adminKeys.users(), 'list', query] as const,
  user: (userId: number) => [...adminKeys.users(), userId] as const,
  sellers: () => [...adminKeys.all, 'sellers'] as const,
  sellerList: (query: Record<string, unknown>) => [...adminKeys.sellers(), 'list', query] as const,
  seller: (sellerId: number) => [...adminKeys.sellers(), sellerId] as const,
  audit: (query: Record<string, unknown>) => [...adminKeys.all, 'audit', query] as const,
  industries: () => [...adminKeys.all, 'industries'] as const,
  lineChannels: () => [...adminKeys.all, 'line-channels'] as const,
  jobs: () => [...adminKeys.all, 'jobs'] as const,
  failedWorkItems: (name: string) => [...adminKeys.jobs(), 'failed', name] as const,
  shops: () => [...adminKeys.all, 'shops'] as const,
  shopList: (query: object) => [...adminKeys.shops(), 'list', query] as const,
  shop: (shopId: number) => [...adminKeys.shops(), 'one', shopId] as const,
};
