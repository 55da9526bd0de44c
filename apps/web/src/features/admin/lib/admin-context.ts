import type { TAdminMe, TAdminPermission } from '@haoyue/contracts';
import { createContext, useContext } from 'react';

/** The signed-in administrator, given by the admin layout to every admin page. */
export const AdminContext = createContext<TAdminMe | null>(null);

/** The administrator of the admin area's pages (only rendered inside its layout). */
export function useAdmin(): TAdminMe {
  const admin = useContext(AdminContext);
  if (!admin) throw new Error('useAdmin outside the admin layout');
  return admin;
}

/** Whether the signed-in administrator's role holds the permission (hides what it may not do). */
export function useAdminMay(permission: TAdminPermission): boolean {
  return useAdmin().permissions.includes(permission);
}
