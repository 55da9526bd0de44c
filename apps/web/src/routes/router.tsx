import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../ui/page-loader';
import { paths } from '../config/paths';
import { RouteError } from './route-error';

// Every page is its own chunk: a visitor arriving on a shop page downloads only that page.
function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

/**
 * The route table. Only the pages that exist are registered: member cards, admin and LINE routes
 * fall through to the not-found page until they are built.
 */
export const routes: RouteObject[] = [
  {
    lazy: page(() => import('./main-layout')),
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: page(() => import('./home-page')) },
      { path: paths.search.path, lazy: page(() => import('./search-page')) },
      { path: paths.industries.path, lazy: page(() => import('./industries-page')) },
      { path: paths.shop.path, lazy: page(() => import('./shop-page')) },
      { path: paths.shopAlias.path, lazy: page(() => import('./shop-page')) },
      { path: paths.booking.path, lazy: page(() => import('./booking-page')) },
      { path: paths.bookingAlias.path, lazy: page(() => import('./booking-page')) },
      { path: paths.order.path, lazy: page(() => import('./order-page')) },
      { path: paths.termsOfUse.path, lazy: page(() => import('./terms-of-use-page')) },
      { path: paths.privacyPolicy.path, lazy: page(() => import('./privacy-policy-page')) },
      { path: paths.styleGuide.path, lazy: page(() => import('./style-guide-page')) },
      { path: paths.landing.path, lazy: page(() => import('./landing-page')) },
      {
        path: paths.googleReserveLanding.path,
        lazy: page(() => import('./google-reserve-landing-page')),
      },
      { path: paths.linePayLanding.path, lazy: page(() => import('./line-pay-landing-page')) },
      { path: paths.userProfile.path, lazy: page(() => import('./user-profile-page')) },
      { path: paths.userFavorite.path, lazy: page(() => import('./user-favorite-page')) },
      { path: '*', lazy: page(() => import('./not-found-page')) },
    ],
  },
  {
    // The seller dashboard: its own layout, and nothing of it in the public pages' chunks.
    path: paths.dashboard.path,
    lazy: page(() => import('./dashboard/dashboard-layout')),
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: page(() => import('./dashboard/mobile-home-page')) },
      {
        path: paths.dashboardMobileHome.path,
        lazy: page(() => import('./dashboard/mobile-home-page')),
      },
      { path: paths.dashboardCalendar.path, lazy: page(() => import('./dashboard/calendar-page')) },
      { path: paths.dashboardShops.path, lazy: page(() => import('./dashboard/shops-page')) },
      {
        path: paths.dashboardShopCreate.path,
        lazy: page(() => import('./dashboard/shop-create-page')),
      },
      {
        path: paths.dashboardShopSettings.path,
        lazy: page(() => import('./dashboard/shop-settings-page')),
      },
      { path: paths.dashboardServices.path, lazy: page(() => import('./dashboard/services-page')) },
      {
        path: paths.dashboardServiceCreate.path,
        lazy: page(() => import('./dashboard/service-settings-page')),
      },
      {
        path: paths.dashboardServiceSettings.path,
        lazy: page(() => import('./dashboard/service-settings-page')),
      },
      {
        path: paths.dashboardOperators.path,
        lazy: page(() => import('./dashboard/operators-page')),
      },
      {
        path: paths.dashboardOperatorCreate.path,
        lazy: page(() => import('./dashboard/operator-settings-page')),
      },
      {
        path: paths.dashboardOperatorSettings.path,
        lazy: page(() => import('./dashboard/operator-settings-page')),
      },
      { path: paths.dashboardMembers.path, lazy: page(() => import('./dashboard/members-page')) },
      { path: '*', lazy: page(() => import('./dashboard/dashboard-not-found-page')) },
    ],
  },
];
