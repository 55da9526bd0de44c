import { paths } from '../../../config/paths';
import type { AreaPaths } from '../../../lib/area-paths';

/**
 * The Reserve with Google user area's paths: the booking, order and consent-form pages shared
 * with the main site keep their links inside the area (its own sign-in, lib/auth-token). A shop's
 * page there is its booking page. Member cards stay the site's; a payment by LINE Pay returns
 * into the area (`returnTo: 'google'`), signed in as the area's user.
 */
export const googleAreaPaths: AreaPaths = {
  area: 'google',
  shop: (urlSlug) => paths.googleReserveBooking.getHref(urlSlug),
  booking: (urlSlug, serviceId) => paths.googleReserveBooking.getHref(urlSlug, serviceId),
  order: (orderKey) => paths.googleReserveUserOrder.getHref(orderKey),
  memberCard: (sellerId, section) => paths.userMemberCard.getHref(sellerId, section),
  orders: () => paths.googleReserveUserOrders.getHref(),
  consentForm: (q) => paths.googleReserveUserConsentForm.getHref(q),
  linePayLanding: () => paths.googleReserveUserLinePayLanding.getHref(),
  start: { href: () => paths.googleReserveUserOrders.getHref(), label: '我的 Google 預約' },
};
