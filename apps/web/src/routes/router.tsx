import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
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
  './member-card/*.tsx',
  './line/line-*.tsx',
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

/**
 * The route table. Only the pages that exist are registered: admin routes
 * fall through to the not-found page until they are built.
 */
export const routes: RouteObject[] = [
  {
    ...page('./main-layout.tsx'),
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      { index: true, ...page('./home-page.tsx') },
      { path: paths.search.path, ...page('./search-page.tsx') },
      { path: paths.industries.path, ...page('./industries-page.tsx') },
      { path: paths.shop.path, ...page('./shop-page.tsx') },
      { path: paths.shopAlias.path, ...page('./shop-page.tsx') },
      { path: paths.booking.path, ...page('./booking-page.tsx') },
      { path: paths.bookingAlias.path, ...page('./booking-page.tsx') },
      { path: paths.order.path, ...page('./order-page.tsx') },
      { path: paths.termsOfUse.path, ...page('./terms-of-use-page.tsx') },
      { path: paths.privacyPolicy.path, ...page('./privacy-policy-page.tsx') },
      { path: paths.styleGuide.path, ...page('./style-guide-page.tsx') },
      { path: paths.landing.path, ...page('./landing-page.tsx') },
      {
        path: paths.googleReserveLanding.path,
        ...page('./google-reserve-landing-page.tsx'),
      },
      { path: paths.linePayLanding.path, ...page('./line-pay-landing-page.tsx') },
      { path: paths.userProfile.path, ...page('./user-profile-page.tsx') },
      { path: paths.userFavorite.path, ...page('./user-favorite-page.tsx') },
      { path: paths.userOrders.path, ...page('./user-orders-page.tsx') },
      { path: paths.userMemberCards.path, ...page('./member-card/member-cards-page.tsx') },
      { path: paths.userConsentForm.path, ...page('./consent-form-page.tsx') },
      {
        path: paths.userMemberCard.path,
        ...page('./member-card/member-card-layout.tsx'),
        children: [
          { index: true, ...page('./member-card/card-page.tsx') },
          { path: 'orders', ...page('./member-card/orders-page.tsx') },
          { path: 'depositories', ...page('./member-card/depositories-page.tsx') },
          { path: 'vouchers', ...page('./member-card/vouchers-page.tsx') },
          { path: 'coupons', ...page('./member-card/coupons-page.tsx') },
          { path: 'products', ...page('./member-card/products-page.tsx') },
          { path: 'consent-forms', ...page('./member-card/consent-forms-page.tsx') },
        ],
      },
      { path: '*', ...page('./not-found-page.tsx') },
    ],
  },
  {
    // The customer area inside LINE (LIFF) for one seller: a layout of its own; the member card,
    // shop, booking, order and profile pages render in it with their links kept inside.
    path: paths.line.path,
    ...page('./line/line-layout.tsx'),
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      { index: true, ...page('./line/line-index-page.tsx') },
      { path: 'login', ...page('./line/line-login-page.tsx') },
      {
        ...page('./line/line-member-layout.tsx'),
        children: [
          { path: 'my-customer', ...page('./line/line-my-customer-page.tsx') },
          { path: 'orders', ...page('./member-card/orders-page.tsx') },
          { path: 'depositories', ...page('./member-card/depositories-page.tsx') },
          { path: 'vouchers', ...page('./member-card/vouchers-page.tsx') },
          { path: 'coupons', ...page('./member-card/coupons-page.tsx') },
          { path: 'products', ...page('./member-card/products-page.tsx') },
          { path: 'consent-forms', ...page('./member-card/consent-forms-page.tsx') },
        ],
      },
      { path: 'profile', ...page('./user-profile-page.tsx') },
      { path: 'orders/:orderKey', ...page('./order-page.tsx') },
      // The site's consent-form page and LINE Pay's return, kept inside the LINE layout.
      { path: 'consent-form', ...page('./consent-form-page.tsx') },
      { path: 'line-pay-landing', ...page('./line/line-pay-return-page.tsx') },
      { path: ':urlSlug', ...page('./shop-page.tsx') },
      { path: ':urlSlug/booking', ...page('./booking-page.tsx') },
      { path: '*', ...page('./not-found-page.tsx') },
    ],
  },
  {
    // The seller dashboard: its own layout, and nothing of it in the public pages' chunks.
    path: paths.dashboard.path,
    ...page('./dashboard/dashboard-layout.tsx'),
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      { index: true, ...page('./dashboard/mobile-home-page.tsx') },
      {
        path: paths.dashboardMobileHome.path,
        ...page('./dashboard/mobile-home-page.tsx'),
      },
      { path: paths.dashboardGetStarted.path, ...page('./dashboard/get-started-page.tsx') },
      { path: paths.dashboardCalendar.path, ...page('./dashboard/calendar-page.tsx') },
      { path: paths.dashboardShops.path, ...page('./dashboard/shops-page.tsx') },
      {
        path: paths.dashboardShopCreate.path,
        ...page('./dashboard/shop-create-page.tsx'),
      },
      {
        path: paths.dashboardShopSettings.path,
        ...page('./dashboard/shop-settings-page.tsx'),
      },
      { path: paths.dashboardServices.path, ...page('./dashboard/services-page.tsx') },
      {
        path: paths.dashboardServiceCreate.path,
        ...page('./dashboard/service-settings-page.tsx'),
      },
      {
        path: paths.dashboardServiceSettings.path,
        ...page('./dashboard/service-settings-page.tsx'),
      },
      {
        path: paths.dashboardOperators.path,
        ...page('./dashboard/operators-page.tsx'),
      },
      {
        path: paths.dashboardOperatorCreate.path,
        ...page('./dashboard/operator-settings-page.tsx'),
      },
      {
        path: paths.dashboardOperatorSettings.path,
        ...page('./dashboard/operator-settings-page.tsx'),
      },
      { path: paths.dashboardMembers.path, ...page('./dashboard/members-page.tsx') },
      { path: paths.dashboardReviews.path, ...page('./dashboard/reviews-page.tsx') },
      { path: paths.dashboardCustomers.path, ...page('./dashboard/customers-page.tsx') },
      { path: paths.dashboardCustomer.path, ...page('./dashboard/customer-page.tsx') },
      {
        path: paths.dashboardVoucherTemplates.path,
        ...page('./dashboard/voucher-templates-page.tsx'),
      },
      { path: paths.dashboardTopUpPlans.path, ...page('./dashboard/top-up-plans-page.tsx') },
      { path: paths.dashboardCoupons.path, ...page('./dashboard/coupons-page.tsx') },
      { path: paths.dashboardProducts.path, ...page('./dashboard/products-page.tsx') },
      {
        path: paths.dashboardConsentForms.path,
        ...page('./dashboard/consent-forms-page.tsx'),
      },
      {
        path: paths.dashboardConsentFormCreate.path,
        ...page('./dashboard/consent-form-edit-page.tsx'),
      },
      {
        path: paths.dashboardConsentForm.path,
        ...page('./dashboard/consent-form-edit-page.tsx'),
      },
      {
        path: paths.dashboardConsentResponse.path,
        ...page('./dashboard/consent-response-page.tsx'),
      },
      {
        path: paths.dashboardPaymentSettings.path,
        ...page('./dashboard/payment-settings-page.tsx'),
      },
      {
        path: paths.dashboardLinePaySettings.path,
        ...page('./dashboard/line-pay-settings-page.tsx'),
      },
      { path: paths.dashboardLineSettings.path, ...page('./dashboard/line-settings-page.tsx') },
      { path: '*', ...page('./dashboard/dashboard-not-found-page.tsx') },
    ],
  },
];
