import { calls, type TAdminRole, type TAdminUsersQuery } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData, apiPageQuery, apiQuery, apiWrite } from '../../../lib/api-query';
import { adminKeys } from './keys';

export type AdminUsersFilter = Partial<Pick<TAdminUsersQuery, 'q' | 'status' | 'sort' | 'page'>>;

/** One page of the users list, searched and sorted on the server. */
export const adminUsersQuery = apiPageQuery(calls.adminUser.listUsers, (filter: AdminUsersFilter) =>
  adminKeys.userList(filter),
);

/** Everything the admin user page shows of one user. */
export const adminUserQuery = apiQuery(
  (userId: number) => adminKeys.user(userId),
  (userId: number, signal: AbortSignal) =>
    apiData(calls.adminUser.getUser, { params: { userId } }, signal),
);

const disableUser = apiWrite(calls.adminUser.disableUser);
const enableUser = apiWrite(calls.adminUser.enableUser);
const signOutUser = apiWrite(calls.adminUser.signOutUser);
const setAdminRole = apiWrite(calls.admin.setAdminRole);

/** The writes of the user page; each refreshes the users' lists and pages after it. */
export function useAdminUserActions(userId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: adminKeys.users() });
  const params = { userId };
  return {
    disable: useMutation({
      mutationFn: (reason: string) => disableUser({ params, body: { reason } }),
      onSuccess,
    }),
    enable: useMutation({
      mutationFn: (reason: string) => enableUser({ params, body: { reason } }),
      onSuccess,
    }),
    signOut: useMutation({
      mutationFn: (reason: string) => signOutUser({ params, body: { reason } }),
      onSuccess,
    }),
    setRole: useMutation({
      mutationFn: ({ role, reason }: { role: TAdminRole | null; reason: string }) =>
        setAdminRole({ params, body: { role, reason } }),
      onSuccess,
    }),
  };
}
