import { paths } from '../../../config/paths';
import type { AreaPaths } from '../../../lib/area-paths';

/**
 * The buyer app's webview paths: the booking, order and consent-form pages render in the
 * buyer-app layout, and their links stay there. The area has no shop page of its own: a shop
 * link opens its booking. 會員卡 and the order list are the app's own screens, not webview pages,
 * and no page of the area links to them; they keep the site's paths.
 */
export const BUYER_APP_PATHS: AreaPaths = {
  // LINE Pay sends a payment started here back to the area's own return page.
  area: 'app',
  shop: (urlSlug) => paths.buyerAppBooking.getHref(urlSlug),
  booking: (urlSlug, serviceId) => paths.buyerAppBooking.getHref(urlSlug, serviceId),
  order: (orderKey) => paths.buyerAppOrder.getHref(orderKey),
  memberCard: (sellerId, section) => paths.userMemberCard.getHref(sellerId, section),
  orders: () => paths.userOrders.getHref(),
  consentForm: (q) => paths.buyerAppConsentForm.getHref(q),
  linePayLanding: () => paths.buyerAppLinePayLanding.getHref(),
  reschedule: (orderId) => paths.buyerAppRescheduleOrder.getHref(orderId),
};
