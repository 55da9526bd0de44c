import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../ui/page-loader';
import { paths } from '../config/paths';
import { RouteError } from './route-error';

// The page modules by file. Each is its own chunk, so a visitor arriving on a shop page downloads
// only that page; the server render names the modules a page used (`handle.module`), so the
// HTML links their styles and preloads their scripts (decision 010).
const modules = import.meta.glob<{ default: ComponentType }>([
  './main-layout.tsx',
  './*-page.tsx',
  './dashboard/dashboard-layout.tsx',
  './dashboard/*-page.tsx',
  './admin/admin-layout.tsx',
  './admin/*-page.tsx',
  './member-card/*.tsx',
  './line/line-*.tsx',
  './buyer-app/buyer-app-layout.tsx',
  './buyer-app/*-page.tsx',
  './google-reserve/google-reserve-*.tsx',
]);

/** A route's lazy page module, by its file under routes/. */
function page(file: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = modules[file];
  if (!load) throw new Error(`routes: no page module ${file}`);
  return {
    lazy: async () => ({ Component: (await load()).default }),
    handle: { module: `src/routes/${file.slice(2)}` },
  };
}

/** A route at `path` showing the page module `file`. */
function at(path: string, file: string): RouteObject {
  return { path, ...page(file) };
}

/**
 * An area of the site: its layout module around `children`, the page loader while the first
 * page hydrates, and the error page when one fails.
 */
function area(layout: string, children: RouteObject[]): RouteObject {
  return { ...page(layout), HydrateFallback: PageLoader, ErrorBoundary: RouteError, children };
}

/** A member card's tabs, on the site under /user/member-card/:id and in the LINE area. */
function memberCardTabs(): RouteObject[] {
  return [
    at('orders', './member-card/orders-page.tsx'),
    at('depositories', './member-card/depositories-page.tsx'),
    at('vouchers', './member-card/vouchers-page.tsx'),
    at('coupons', './member-card/coupons-page.tsx'),
    at('products', './member-card/products-page.tsx'),
    at('consent-forms', './member-card/consent-forms-page.tsx'),
  ];
}

/**
 * The route table. Only the pages that exist are registered: an admin section not built yet
 * falls through to the admin area's not-found page.
 */
export const routes: RouteObject[] = [
  area('./main-layout.tsx', [
    { index: true, ...page('./home-page.tsx') },
    at(paths.search.path, './search-page.tsx'),
    at(paths.industries.path, './industries-page.tsx'),
    at(paths.shop.path, './shop-page.tsx'),
    at(paths.shopAlias.path, './shop-page.tsx'),
    at(paths.booking.path, './booking-page.tsx'),
    at(paths.bookingAlias.path, './booking-page.tsx'),
    at(paths.order.path, './order-page.tsx'),
    at(paths.termsOfUse.path, './terms-of-use-page.tsx'),
    at(paths.privacyPolicy.path, './privacy-policy-page.tsx'),
    at(paths.styleGuide.path, './style-guide-page.tsx'),
    at(paths.landing.path, './landing-page.tsx'),
    at(paths.googleReserveLanding.path, './google-reserve-landing-page.tsx'),
    at(paths.linePayLanding.path, './line-pay-landing-page.tsx'),
    at(paths.userProfile.path, './user-profile-page.tsx'),
    at(paths.userFavorite.path, './user-favorite-page.tsx'),
    at(paths.userOrders.path, './user-orders-page.tsx'),
    at(paths.userMemberCards.path, './member-card/member-cards-page.tsx'),
    at(paths.userConsentForm.path, './consent-form-page.tsx'),
    at(paths.supportChat.path, './support-chat-page.tsx'),
    at(paths.sellerAppRedirect.path, './seller-app-redirect-page.tsx'),
    at(paths.buyerAppRedirect.path, './buyer-app-redirect-page.tsx'),
    {
      path: paths.userMemberCard.path,
      ...page('./member-card/member-card-layout.tsx'),
      children: [{ index: true, ...page('./member-card/card-page.tsx') }, ...memberCardTabs()],
    },
    at('*', './not-found-page.tsx'),
  ]),
  {
    // The customer area inside LINE (LIFF) for one seller: a layout of its own; the member card,
    // shop, booking, order and profile pages render in it with their links kept inside.
    path: paths.line.path,
    ...area('./line/line-layout.tsx', [
      { index: true, ...page('./line/line-index-page.tsx') },
      at('login', './line/line-login-page.tsx'),
      {
        ...page('./line/line-member-layout.tsx'),
        children: [at('my-customer', './line/line-my-customer-page.tsx'), ...memberCardTabs()],
      },
      at('profile', './user-profile-page.tsx'),
      at('orders/:orderKey', './order-page.tsx'),
      // The site's consent-form page and LINE Pay's return, kept inside the LINE layout.
      at('consent-form', './consent-form-page.tsx'),
      at('line-pay-landing', './line/line-pay-return-page.tsx'),
      at(':urlSlug', './shop-page.tsx'),
      at(':urlSlug/booking', './booking-page.tsx'),
      at('*', './not-found-page.tsx'),
    ]),
  },
  // The buyer app's webview pages: no site header or footer. One layout (it stays mounted, and
  // knows the area's history) for /buyer-app/… and a shop's booking outside that prefix; the
  // site's booking, order and consent-form pages render in it with their links kept inside.
  area('./buyer-app/buyer-app-layout.tsx', [
    at(paths.buyerAppBooking.path, './booking-page.tsx'),
    {
      path: paths.buyerApp.path,
      children: [
        at('support-chat', './buyer-app/support-chat-page.tsx'),
        at('orders/:orderKey', './order-page.tsx'),
        at('reschedule-order/:orderId', './buyer-app/reschedule-order-page.tsx'),
        at('consent-form', './consent-form-page.tsx'),
        // LINE Pay's return for a payment started here (`returnTo: 'app'`), in the area.
        at('line-pay-landing', './line/line-pay-return-page.tsx'),
        at('*', './not-found-page.tsx'),
      ],
    },
  ]),
  // The Reserve with Google user area: a slim layout with its own sign-in; the site's booking,
  // order, profile and consent-form pages render in it with their links kept inside.
  area('./google-reserve/google-reserve-layout.tsx', [
    at(paths.googleReserveBooking.path, './booking-page.tsx'),
    at(paths.googleReserveUserOrders.path, './google-reserve/google-reserve-orders-page.tsx'),
    at(paths.googleReserveUserOrder.path, './order-page.tsx'),
    at(paths.googleReserveUserProfile.path, './user-profile-page.tsx'),
    at(paths.googleReserveUserConsentForm.path, './consent-form-page.tsx'),
    // LINE Pay's return for a payment started here (`returnTo: 'google'`), in the area.
    at(paths.googleReserveUserLinePayLanding.path, './line/line-pay-return-page.tsx'),
    at(paths.googleReserveRedirect.path, './google-reserve/google-reserve-redirect-page.tsx'),
  ]),
  {
    // The seller dashboard: its own layout, and nothing of it in the public pages' chunks.
    path: paths.dashboard.path,
    ...area('./dashboard/dashboard-layout.tsx', [
      { index: true, ...page('./dashboard/mobile-home-page.tsx') },
      at(paths.dashboardMobileHome.path, './dashboard/mobile-home-page.tsx'),
      at(paths.dashboardGetStarted.path, './dashboard/get-started-page.tsx'),
      at(paths.dashboardCalendar.path, './dashboard/calendar-page.tsx'),
      at(paths.dashboardShops.path, './dashboard/shops-page.tsx'),
      at(paths.dashboardShopCreate.path, './dashboard/shop-create-page.tsx'),
      at(paths.dashboardShopSettings.path, './dashboard/shop-settings-page.tsx'),
      at(paths.dashboardServices.path, './dashboard/services-page.tsx'),
      at(paths.dashboardServiceCreate.path, './dashboard/service-settings-page.tsx'),
      at(paths.dashboardServiceSettings.path, './dashboard/service-settings-page.tsx'),
      at(paths.dashboardOperators.path, './dashboard/operators-page.tsx'),
      at(paths.dashboardOperatorCreate.path, './dashboard/operator-settings-page.tsx'),
      at(paths.dashboardOperatorSettings.path, './dashboard/operator-settings-page.tsx'),
      at(paths.dashboardMembers.path, './dashboard/members-page.tsx'),
      at(paths.dashboardReviews.path, './dashboard/reviews-page.tsx'),
      at(paths.dashboardCustomers.path, './dashboard/customers-page.tsx'),
      at(paths.dashboardCustomer.path, './dashboard/customer-page.tsx'),
      at(paths.dashboardVoucherTemplates.path, './dashboard/voucher-templates-page.tsx'),
      at(paths.dashboardTopUpPlans.path, './dashboard/top-up-plans-page.tsx'),
      at(paths.dashboardCoupons.path, './dashboard/coupons-page.tsx'),
      at(paths.dashboardProducts.path, './dashboard/products-page.tsx'),
      at(paths.dashboardConsentForms.path, './dashboard/consent-forms-page.tsx'),
      at(paths.dashboardConsentFormCreate.path, './dashboard/consent-form-edit-page.tsx'),
      at(paths.dashboardConsentForm.path, './dashboard/consent-form-edit-page.tsx'),
      at(paths.dashboardConsentResponse.path, './dashboard/consent-response-page.tsx'),
      at(paths.dashboardPaymentSettings.path, './dashboard/payment-settings-page.tsx'),
      at(paths.dashboardLinePaySettings.path, './dashboard/line-pay-settings-page.tsx'),
      at(paths.dashboardLineSettings.path, './dashboard/line-settings-page.tsx'),
      at(paths.dashboardGoogleReserveSettings.path, './dashboard/google-reserve-settings-page.tsx'),
      at(paths.dashboardLicense.path, './dashboard/license-page.tsx'),
      at(paths.dashboardCreditCard.path, './dashboard/credit-card-page.tsx'),
      at('*', './dashboard/dashboard-not-found-page.tsx'),
    ]),
  },
  {
    // The platform admin area: its own layout; /admin lands on the users page.
    path: paths.admin.path,
    ...area('./admin/admin-layout.tsx', [
      { index: true, element: <Navigate to={paths.adminUsers.getHref()} replace /> },
      at(paths.adminPushMessage.path, './admin/push-message-page.tsx'),
      at(paths.adminChat.path, './admin/chat-page.tsx'),
      at(paths.adminReplySettings.path, './admin/reply-settings-page.tsx'),
      at(paths.adminChatTagSettings.path, './admin/chat-tag-settings-page.tsx'),
      at(paths.adminUsers.path, './admin/users-page.tsx'),
      at(paths.adminUser.path, './admin/user-page.tsx'),
      at(paths.adminSellers.path, './admin/sellers-page.tsx'),
      at(paths.adminSeller.path, './admin/seller-page.tsx'),
      at(paths.adminAudit.path, './admin/audit-page.tsx'),
      at(paths.adminLinePayApplications.path, './admin/line-pay-applications-page.tsx'),
      at(paths.adminGoogleReserve.path, './admin/google-reserve-page.tsx'),
      at(paths.adminIndustry.path, './admin/industry-page.tsx'),
      at(paths.adminSystemOrders.path, './admin/system-orders-page.tsx'),
      at(paths.adminLineAuth.path, './admin/line-auth-page.tsx'),
      at(paths.adminJobs.path, './admin/jobs-page.tsx'),
      at(paths.adminShops.path, './admin/shops-page.tsx'),
      at(paths.adminShopManagement.path, './admin/shop-management-page.tsx'),
      at(paths.adminShop.path, './admin/shop-page.tsx'),
      at('*', './admin/admin-not-found-page.tsx'),
    ]),
  },
];
