import type { TSeller, TSellerPermission, TSellerRole, TSellerShop } from '@haoyue/contracts';
import { createContext, useContext } from 'react';
import { can } from '../../../lib/seller-dashboard/permissions';

/** What every dashboard page knows: the current seller, the member's role and the shops. */
export interface DashboardContextValue {
  sellers: TSeller[];
  seller: TSeller;
  role: TSellerRole;
  shops: TSellerShop[];
  /** The shop the switcher shows; null while the seller has none. */
  shop: TSellerShop | null;
  selectSeller: (sellerId: number) => void;
  selectShop: (shopId: number) => void;
}

/** Provided by the dashboard layout once the sellers and their shops are loaded. */
export const DashboardContext = createContext<DashboardContextValue | null>(null);

/** The dashboard's current seller, role and shops. */
export function useDashboard(): DashboardContextValue {
  const value = useContext(DashboardContext);
  if (!value) throw new Error('useDashboard needs the dashboard layout above it');
  return value;
}

/** Whether the signed-in member may do `permission` at the current seller. */
export function useCan(permission: TSellerPermission): boolean {
  return can(useDashboard().role, permission);
}
