import { createContext, useContext, type ReactNode } from 'react';
import { paths } from '../config/paths';

/**
 * Where the links shared by the main site and the LINE area go: the shop, booking, order and
 * member-card pages render in both, and a link inside the LINE area (`/line/{sellerId}/…`) must
 * stay inside it. The LINE layout provides its own; everywhere else the main site's paths apply.
 */
export interface AreaPaths {
  shop: (urlSlug: string) => string;
  booking: (urlSlug: string, serviceId?: number) => string;
  order: (orderKey: string) => string;
  /** A member-card section (orders, vouchers…) of a seller; the card itself without one. */
  memberCard: (sellerId: number, section?: string) => string;
}

const MAIN_PATHS: AreaPaths = {
  shop: (urlSlug) => paths.shop.getHref(urlSlug),
  booking: (urlSlug, serviceId) => paths.booking.getHref(urlSlug, serviceId),
  order: (orderKey) => paths.order.getHref(orderKey),
  memberCard: (sellerId, section) => paths.userMemberCard.getHref(sellerId, section),
};

/** The LINE area's paths for one seller: every link stays under `/line/{sellerId}`. */
export function lineAreaPaths(sellerId: number): AreaPaths {
  const at = (section: string) => paths.line.getHref(sellerId, section);
  return {
    shop: (urlSlug) => at(encodeURIComponent(urlSlug)),
    booking: (urlSlug, serviceId) =>
      at(`${encodeURIComponent(urlSlug)}/booking${serviceId ? `?serviceId=${serviceId}` : ''}`),
    order: (orderKey) => at(`orders/${encodeURIComponent(orderKey)}`),
    memberCard: (_sellerId, section) => at(section ?? 'my-customer'),
  };
}

const AreaPathsContext = createContext<AreaPaths>(MAIN_PATHS);

/** Provides the paths of an area (the LINE layout) to the pages under it. */
export function AreaPathsProvider({ value, children }: { value: AreaPaths; children: ReactNode }) {
  return <AreaPathsContext.Provider value={value}>{children}</AreaPathsContext.Provider>;
}

/** The paths of the area the page renders in (the main site's by default). */
export function useAreaPaths(): AreaPaths {
  return useContext(AreaPathsContext);
}
