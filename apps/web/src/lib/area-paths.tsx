import { createContext, useContext, type ReactNode } from 'react';
import { type ConsentFormHrefParams, paths } from '../config/paths';

/**
 * Where the links shared by the main site and the LINE area go: the shop, booking, order and
 * member-card pages render in both, and a link inside the LINE area (`/line/{sellerId}/…`) must
 * stay inside it. The LINE layout provides its own; everywhere else the main site's paths apply.
 */
export interface AreaPaths {
  /**
   * Which area this is: a payment started in it asks LINE Pay to send the customer back into it
   * (the pay calls' `returnTo`): the site, a seller's LINE area, the buyer app's webview or the
   * Reserve with Google area.
   */
  area: 'site' | 'line' | 'app' | 'google';
  shop: (urlSlug: string) => string;
  booking: (urlSlug: string, serviceId?: number) => string;
  order: (orderKey: string) => string;
  /** A member-card section (orders, vouchers…) of a seller; the card itself without one. */
  memberCard: (sellerId: number, section?: string) => string;
  /** The customer's orders at this seller (the LINE area) or everywhere (我的預約). */
  orders: () => string;
  /** A consent form to fill for an order, or one filled. */
  consentForm: (q: ConsentFormHrefParams) => string;
  /** Where LINE Pay's return lands (the path; the server builds the absolute URL). */
  linePayLanding: () => string;
  /**
   * A page of its own for moving an order (the buyer app's webview); without it the order page
   * opens its reschedule dialog.
   */
  reschedule?: (orderId: number) => string;
  /**
   * The way back to the area's start from a page that is not there (the 404 content), with its
   * name; none in the buyer app's webview, whose bar leads back into the app. The site's home
   * and search on the main site.
   */
  start?: { href: () => string; label: string };
}

const MAIN_PATHS: AreaPaths = {
  area: 'site',
  shop: (urlSlug) => paths.shop.getHref(urlSlug),
  booking: (urlSlug, serviceId) => paths.booking.getHref(urlSlug, serviceId),
  order: (orderKey) => paths.order.getHref(orderKey),
  memberCard: (sellerId, section) => paths.userMemberCard.getHref(sellerId, section),
  orders: () => paths.userOrders.getHref(),
  consentForm: (q) => paths.userConsentForm.getHref(q),
  linePayLanding: () => paths.linePayLanding.getHref(),
};

/** The LINE area's paths for one seller: every link stays under `/line/{sellerId}`. */
export function lineAreaPaths(sellerId: number): AreaPaths {
  const at = (section: string) => paths.line.getHref(sellerId, section);
  return {
    area: 'line',
    shop: (urlSlug) => at(encodeURIComponent(urlSlug)),
    booking: (urlSlug, serviceId) =>
      at(`${encodeURIComponent(urlSlug)}/booking${serviceId ? `?serviceId=${serviceId}` : ''}`),
    order: (orderKey) => at(`orders/${encodeURIComponent(orderKey)}`),
    memberCard: (_sellerId, section) => at(section ?? 'my-customer'),
    orders: () => at('orders'),
    // The site's consent-form page under the area: the same query, the LINE layout around it.
    consentForm: (q) => at(`consent-form?${paths.userConsentForm.getHref(q).split('?')[1]}`),
    linePayLanding: () => at('line-pay-landing'),
    start: { href: () => paths.line.getHref(sellerId), label: '回到會員首頁' },
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
